/* Claim marks and the verification matrix (tensorfacts.plugin, tensorfacts.records).
 *
 * - A mark's popover opens on hover, on keyboard focus and on click or tap (a click pins it;
 *   Escape or a click elsewhere closes it). Without this script, hover and focus still open it (CSS).
 * - Under a rule, "Every case" shows the full list of the cases its check tried (a button; aria-expanded).
 * - A header button hides every mark for plain reading; the choice is kept in localStorage.
 * - The full matrix gets its filters: by page, and only the claims that changed across releases.
 * - Code in table cells may wrap between tokens (after ")." of a method chain, ",", "="),
 *   never inside one: a <wbr> leaves copied text unchanged.
 */
(function () {
  "use strict";
  var KEY = "tensorfacts.marks";
  var root = document.documentElement;
  var zh = (root.lang || "").toLowerCase().indexOf("zh") === 0;
  root.classList.add("tf-js");

  function stored() {
    try { return window.localStorage.getItem(KEY); } catch (e) { return null; }
  }
  function store(value) {
    try { window.localStorage.setItem(KEY, value); } catch (e) { /* private mode: not remembered */ }
  }

  /* ---- popovers ---- */
  var marks = Array.prototype.slice.call(document.querySelectorAll(".tf-mark:not(.tf-mark--brief)"));

  /* the popover inside the text column and the screen: shifted left or right, and above its mark when there is
     no room below it */
  function place(mark) {
    var pop = mark.querySelector(".tf-pop");
    pop.style.left = "";
    pop.style.top = "";
    pop.style.bottom = "";
    var box = pop.getBoundingClientRect();
    var columnBox = (mark.closest(".md-content") || root).getBoundingClientRect();
    var right = Math.min(root.clientWidth, columnBox.right) - 8;
    var left = Math.max(0, columnBox.left) + 8;
    if (box.right > right) pop.style.left = (pop.offsetLeft - (box.right - right)) + "px";
    box = pop.getBoundingClientRect();
    if (box.left < left) pop.style.left = (pop.offsetLeft + (left - box.left)) + "px";
    box = pop.getBoundingClientRect();
    var height = window.innerHeight || root.clientHeight;
    var markBox = mark.getBoundingClientRect();
    if (box.bottom > height - 8 && markBox.top - 8 > height - markBox.bottom) {
      pop.style.top = "auto";
      pop.style.bottom = "100%";
    }
  }

  function show(mark, open) {
    var button = mark.querySelector(".tf-mark__button");
    mark.classList.toggle("tf-open", open);
    button.setAttribute("aria-expanded", open ? "true" : "false");
    if (open) place(mark);
    else mark.tfPinned = false;
  }

  marks.forEach(function (mark) {
    var button = mark.querySelector(".tf-mark__button");
    mark.addEventListener("mouseenter", function () { show(mark, true); });
    mark.addEventListener("mouseleave", function () {
      if (!mark.tfPinned && !mark.contains(document.activeElement)) show(mark, false);
    });
    mark.addEventListener("focusin", function () { show(mark, true); });
    mark.addEventListener("focusout", function (event) {
      if (!mark.contains(event.relatedTarget)) show(mark, false);
    });
    button.addEventListener("click", function () {
      mark.tfPinned = !mark.tfPinned;
      show(mark, mark.tfPinned);
    });
  });

  document.addEventListener("keydown", function (event) {
    if (event.key !== "Escape") return;
    marks.forEach(function (mark) {
      if (!mark.classList.contains("tf-open")) return;
      if (mark.contains(document.activeElement)) mark.querySelector(".tf-mark__button").focus();
      show(mark, false);
    });
  });
  document.addEventListener("click", function (event) {
    marks.forEach(function (mark) {
      if (mark.tfPinned && !mark.contains(event.target)) show(mark, false);
    });
  });

  /* ---- under a rule: "Every case" opens and closes the full list of what its check tried ---- */
  Array.prototype.forEach.call(document.querySelectorAll(".tf-scope__more"), function (button) {
    var list = document.getElementById(button.getAttribute("aria-controls"));
    if (!list) return;
    button.addEventListener("click", function () {
      var open = button.getAttribute("aria-expanded") !== "true";
      button.setAttribute("aria-expanded", open ? "true" : "false");
      list.hidden = !open;
    });
  });

  /* ---- the toggle that hides the marks ---- */
  function apply(hidden) {
    root.classList.toggle("tf-marks-hidden", hidden);
    var toggle = document.querySelector(".tf-marks-toggle");
    if (!toggle) return;
    toggle.setAttribute("aria-pressed", hidden ? "false" : "true");
    toggle.title = hidden
      ? (zh ? "显示验证标记" : "Show the claim marks")
      : (zh ? "隐藏验证标记，只读正文" : "Hide the claim marks for plain reading");
  }

  if (marks.length) {
    var header = document.querySelector(".md-header__inner");
    var anchor = header && (header.querySelector("form[data-md-component=palette]") || header.querySelector(".md-header__option"));
    if (header) {
      var holder = document.createElement("div");
      holder.className = "md-header__option";
      holder.innerHTML =
        '<button type="button" class="md-header__button md-icon tf-marks-toggle" aria-pressed="true">' +
        '<svg viewBox="0 0 24 24" aria-hidden="true"><path d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20m0 18a8 8 0 1 1 0-16 8 8 0 0 1 0 16m4.59-12.42L10 14.17l-2.59-2.58L6 13l4 4 8-8z"/></svg>' +
        "</button>";
      var toggle = holder.firstChild;
      toggle.setAttribute("aria-label", zh ? "验证标记" : "Claim marks");
      header.insertBefore(holder, anchor || null);
      toggle.addEventListener("click", function () {
        var hidden = !root.classList.contains("tf-marks-hidden");
        store(hidden ? "hidden" : "shown");
        apply(hidden);
      });
    }
  }
  apply(stored() === "hidden");

  /* ---- code in table cells: break opportunities between tokens ---- */
  var BREAK = /(\.(?=[A-Za-z_])|[,=])/;
  Array.prototype.forEach.call(document.querySelectorAll(".md-typeset table:not([class]) code, .md-typeset table.tf-bars th code"), function (code) {
    Array.prototype.slice.call(code.childNodes).forEach(function (node) {
      if (node.nodeType !== 3 || !BREAK.test(node.data)) return;
      var parts = node.data.split(BREAK);
      var fragment = document.createDocumentFragment();
      for (var i = 0; i < parts.length; i += 1) {
        if (parts[i]) fragment.appendChild(document.createTextNode(parts[i]));
        if (i % 2 === 1) fragment.appendChild(document.createElement("wbr"));
      }
      code.replaceChild(fragment, node);
    });
  });

  /* ---- the site's name in the header: "张量实证 · Tensor Facts" keeps its first part alone on a phone (CSS) ---- */
  Array.prototype.forEach.call(document.querySelectorAll(".md-header__topic:first-child > .md-ellipsis"), function (title) {
    var text = title.textContent.trim(), at = text.indexOf(" · ");
    if (at < 0) return;
    title.textContent = text.slice(0, at);
    var rest = document.createElement("span");
    rest.className = "tf-title-rest";
    rest.textContent = text.slice(at);
    title.appendChild(rest);
  });

  /* ---- a row of tabs wider than its box scrolls: reachable by keyboard, and named (axe-core's
     scrollable-region-focusable) ---- */
  var tabRows = Array.prototype.slice.call(document.querySelectorAll(".tabbed-labels"));
  function reachable() {
    tabRows.forEach(function (row) {
      if (row.scrollWidth > row.clientWidth + 1) {
        row.setAttribute("tabindex", "0");
        row.setAttribute("role", "region");
        row.setAttribute("aria-label", zh ? "各个标签页（可横向滚动）" : "Tabs (scrolls sideways)");
      } else if (row.getAttribute("tabindex") === "0") {
        row.removeAttribute("tabindex");
        row.removeAttribute("role");
        row.removeAttribute("aria-label");
      }
    });
  }
  if (tabRows.length) {
    reachable();
    window.addEventListener("resize", reachable);
  }

  /* ---- filters of the verification matrix ---- */
  Array.prototype.forEach.call(document.querySelectorAll("form.tf-filters"), function (form) {
    var table = form.nextElementSibling && form.nextElementSibling.querySelector("table");
    if (!table) return;
    var rows = Array.prototype.slice.call(table.tBodies[0].rows);
    var output = form.querySelector("output");
    function filter() {
      var page = form.elements.page.value;
      var changed = form.elements.changed.checked;
      var shown = 0;
      rows.forEach(function (row) {
        var keep = (!page || row.getAttribute("data-page") === page) && (!changed || row.hasAttribute("data-changed"));
        row.hidden = !keep;
        if (keep) shown += 1;
      });
      output.textContent = output.getAttribute("data-template").replace("{0}", shown).replace("{1}", rows.length);
    }
    form.addEventListener("change", filter);
    form.addEventListener("submit", function (event) { event.preventDefault(); });
    form.hidden = false;
    filter();
  });

  /* ---- what changed between two chosen releases (tensorfacts.changes): the sections after "from", up to "to" ---- */
  Array.prototype.forEach.call(document.querySelectorAll("form.tf-between"), function (form) {
    var article = form.closest("article") || document;
    var sections = Array.prototype.slice.call(article.querySelectorAll("h2[id^='torch-']")).map(function (heading) {
      var parts = [heading];
      for (var node = heading.nextElementSibling; node && node.tagName !== "H2"; node = node.nextElementSibling) parts.push(node);
      return { release: heading.id.slice("torch-".length).replace("-", "."), parts: parts };
    });
    function minor(text) { var p = text.split("."); return Number(p[0]) * 1000 + Number(p[1]); }
    var options = form.elements.from.options;
    form.elements.from.value = options[0].value;
    form.elements.to.value = options[options.length - 1].value;
    var output = form.querySelector("output");
    function choose() {
      var from = minor(form.elements.from.value), to = minor(form.elements.to.value);
      var shown = [];
      sections.forEach(function (section) {
        var at = minor(section.release);
        var keep = at > from && at <= to;
        if (keep) shown.unshift(section.release);
        section.parts.forEach(function (part) { part.hidden = !keep; });
      });
      if (!output) return;
      output.textContent = shown.length
        ? output.getAttribute("data-shown").replace("{0}", shown.length).replace("{1}", sections.length).replace("{2}", shown.join(", "))
        : output.getAttribute("data-empty").replace("{0}", form.elements.from.value).replace("{1}", form.elements.to.value);
      output.classList.toggle("tf-empty", !shown.length);
    }
    form.addEventListener("change", choose);
    form.addEventListener("submit", function (event) { event.preventDefault(); });
    form.hidden = false;
    choose();
  });
})();
