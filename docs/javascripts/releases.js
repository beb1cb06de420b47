/* The release picker: read the site as of one torch release.
 *
 * The page carries the recorded releases (a JSON script, #tf-releases, from the tensorfacts plugin) and
 * each claim the releases its records say it holds on (data-holds). A <select> in the header lists the
 * releases ("torch 2.15", newest first, the build's marked). The release shown comes from ?torch=2.4 (or
 * ?torch=2.4.1, as popovers print releases) in the address: a shared link, shown on that visit and never stored;
 * else from the reader's last pick in the picker (localStorage), kept across pages and visits and carried by the
 * address; else the build's release. For the chosen release:
 *   - each output whose tabs are labelled with releases ("2.7–2.15 · this build", "2.3–2.6") shows the tab
 *     that covers it (the tabs stay clickable and change nothing elsewhere); an output whose "Same output on …"
 *     line names it follows it too;
 *   - each claim's mark is its verdict there (✓ and its range, or its range alone), its popover opens with that
 *     verdict, and a claim that does not hold there is set aside (dimmed; its mark says where it holds);
 *   - a line above the page says which release is shown, what on this page follows it and what does not (outputs
 *     printed on one release only, another device's claims), with a way back to the build's.
 * Without this script the page shows the build's release, as built.
 */
(function () {
  var data = document.getElementById("tf-releases");
  if (!data) return;
  var info = JSON.parse(data.textContent);
  var releases = info.releases; /* newest first */
  var build = info.build;
  var zh = (document.documentElement.lang || "").indexOf("zh") === 0;
  var words = zh
    ? { label: "按 torch 版本阅读", build: "（本次构建）",
        head: "当前按 torch {0} 显示：", outputs: "本页 {2} 个输出中，{1} 个是 {0} 打印的（含各版本都相同的）",
        noOutput: "本页的输出都不随版本变化", claims: "{2} 条论断中，{1} 条标出在 {0} 上的结论，不成立的已淡化",
        stay: "{1} 个输出仍是 {3} 打印的：没有 {0} 的记录", device: "{1} 条其他设备的论断保留各自的标记",
        nothing: "本页不随所选版本变化：它同时列出所有版本。", back: "回到本次构建（{0}）",
        holds: "在 torch {0} 上，此论断成立。", fails: "在 torch {0} 上，此论断不成立。",
        pending: "此论断在 torch {0} 的记录之后新增或改动过，尚待记录。", sep: "；", end: "。" }
    : { label: "Read as of torch release", build: " (this build)",
        head: "Showing torch {0}: ", outputs: "{1} of the {2} outputs on this page as {0} printed them (or every release alike)",
        noOutput: "no output on this page follows the release", claims: "{1} of {2} claims marked with their verdict on {0}, those that do not hold dimmed",
        stay: "{1} outputs stay as {3} printed them, with no record of {0}", device: "{1} claims of another device keep their own mark",
        nothing: "Nothing on this page changes with the release: it shows every release.", back: "Back to this build ({0})",
        holds: "On torch {0} this claim holds.", fails: "On torch {0} this claim does not hold.",
        pending: "This claim is new or changed since torch {0} was recorded: pending there.", sep: "; ", end: "." };
  function fill(text, values) { return text.replace(/\{(\d)\}/g, function (m, i) { return values[Number(i)]; }); }
  var KEY = "tf-torch";

  function order(release) { var p = release.split("."); return Number(p[0]) * 1000 + Number(p[1]); }
  var ascending = releases.slice().sort(function (a, b) { return order(a) - order(b); });

  /* "2.3–2.6", "2.7, 2.9–2.15" (records.releases_text) -> the releases it names; null if it names none */
  function covered(label) {
    var text = label.split(" · ")[0].trim();
    if (!/^\d+\.\d+/.test(text)) return null;
    var found = [];
    text.split(/,\s*/).forEach(function (run) {
      var ends = run.split("–");
      var first = order(ends[0]), last = order(ends[ends.length - 1]);
      ascending.forEach(function (r) { if (order(r) >= first && order(r) <= last) found.push(r); });
    });
    return found;
  }

  /* "2.4.1", "2.4.1+cu121", "2.4" -> "2.4" when 2.4 is recorded; null otherwise */
  function recorded(text) {
    var found = /^(\d+)\.(\d+)(?:\.\d+)?(?:[+.-].*)?$/.exec((text || "").trim());
    if (!found) return null;
    var release = Number(found[1]) + "." + Number(found[2]);
    return releases.indexOf(release) >= 0 ? release : null;
  }

  /* the release asked for by the address (a shared link: this visit only), else the reader's own last pick */
  function asked() { return recorded(new URLSearchParams(location.search).get("torch")); }
  function saved() {
    try { return recorded(localStorage.getItem(KEY)); } catch (e) { return null; /* storage off: the build's */ }
  }

  /* "Same output on 2.3–2.15." -> the releases it names */
  function sameOn(line) {
    var found = /\d+\.\d+(?:\s*–\s*\d+\.\d+)?(?:,\s*\d+\.\d+(?:\s*–\s*\d+\.\d+)?)*/.exec(line.textContent);
    return found ? covered(found[0]) || [] : [];
  }

  /* each output follows the release through its release tabs or its "Same output on …" line; the others stay as
     their provenance line says. Returns {total, follow, stay: [provenance, …]} */
  function showOutputs(release) {
    var count = { total: 0, follow: 0, stay: [] };
    var article = document.querySelector(".md-content article") || document;
    Array.prototype.forEach.call(article.querySelectorAll(".tabbed-set"), function (set) {
      var labels = set.querySelectorAll(":scope > .tabbed-labels > label");
      var named = false, hit = false;
      Array.prototype.forEach.call(labels, function (label) {
        var names = covered(label.textContent);
        if (!names) return;
        named = true;
        if (names.indexOf(release) < 0) return;
        hit = true;
        var input = document.getElementById(label.htmlFor);
        if (input) input.checked = true;
      });
      if (named) set.setAttribute("data-tf-releases", "");
      if (named) { count.total += 1; if (hit) count.follow += 1; else count.stay.push(""); }
    });
    /* a notebook's page stamps one output only: every output there is the same build's */
    var first = article.querySelector(".tf-provenance"), stamp = first ? first.textContent.trim() : "";
    Array.prototype.forEach.call(article.querySelectorAll(".tf-output"), function (output) {
      if (output.closest("[data-tf-releases]")) return;
      count.total += 1;
      var line = output.nextElementSibling, provenance = stamp;
      for (; line && !line.matches(".tf-output, h1, h2, h3, h4, .tabbed-set"); line = line.nextElementSibling) {
        if (line.matches(".tf-provenance")) provenance = stamp = line.textContent.trim();
        if (line.matches(".tf-same") && sameOn(line).indexOf(release) >= 0) { count.follow += 1; return; }
      }
      count.stay.push(provenance);
    });
    return count;
  }

  /* each claim's mark its verdict on the release; its popover leads with that verdict. Returns {total, follow} */
  function showClaims(release) {
    var count = { total: 0, follow: 0 };
    Array.prototype.forEach.call(document.querySelectorAll(".tf-claim[data-holds]"), function (claim) {
      var mark = claim.querySelector(".tf-mark");
      var button = mark && mark.querySelector(".tf-mark__button");
      if (!button) return;
      count.total += 1;
      if (mark.classList.contains("tf-mark--na") || mark.classList.contains("tf-mark--awaiting")
          || mark.classList.contains("tf-mark--recorded")) return;  // another device's claim: no release of this build speaks for it
      count.follow += 1;
      /* on the build's release, the verdict the build itself checked (a claim newer than its records has none) */
      if (!claim.hasAttribute("data-build-verdict")) claim.setAttribute("data-build-verdict", mark.classList.contains("tf-mark--holds") ? "holds" : "elsewhere");
      var holds = release === build ? claim.getAttribute("data-build-verdict") === "holds"
        : claim.getAttribute("data-holds").split(" ").indexOf(release) >= 0;
      /* new or changed since that release was recorded: no verdict there yet, never shown verified */
      var pending = release !== build && (claim.getAttribute("data-pending") || "").split(" ").indexOf(release) >= 0;
      var span = button.querySelector("i");
      if (!button.hasAttribute("data-build-label")) button.setAttribute("data-build-label", button.getAttribute("aria-label"));
      mark.classList.toggle("tf-mark--holds", holds);
      mark.classList.toggle("tf-mark--elsewhere", !holds);
      button.textContent = holds ? "✓" : "";
      if (span) button.appendChild(span);
      claim.classList.toggle("tf-aside", !holds);
      button.setAttribute("aria-label", release === build ? button.getAttribute("data-build-label")
        : "torch " + release + ": " + (pending ? (zh ? "待记录" : "pending") : holds ? (zh ? "成立" : "holds") : (zh ? "不成立" : "does not hold")) + (span ? " · " + span.textContent : ""));
      var pop = mark.querySelector(".tf-pop");
      var lead = pop && pop.querySelector(".tf-pop__release");
      if (lead) { lead.parentNode.removeChild(lead.nextSibling); lead.parentNode.removeChild(lead); }
      if (pop && release !== build) {
        lead = document.createElement("b");
        lead.className = "tf-pop__release " + (pending ? "tf-pending" : holds ? "tf-holds" : "tf-fails");
        lead.textContent = fill(pending ? words.pending : holds ? words.holds : words.fails, [release]);
        pop.insertBefore(document.createElement("br"), pop.firstChild);
        pop.insertBefore(lead, pop.firstChild);
      }
    });
    return count;
  }

  /* the line above the page: what follows the release here, and what does not */
  var notice = null;
  function showNotice(release, outputs, claims) {
    var article = document.querySelector(".md-content article");
    if (!article) return;
    if (!notice) {
      notice = document.createElement("p");
      notice.className = "tf-release-notice";
      notice.setAttribute("role", "status");
      article.insertBefore(notice, article.firstChild);
    }
    notice.hidden = release === build;
    var parts = [];
    if (outputs.total) parts.push(outputs.follow ? fill(words.outputs, [release, outputs.follow, outputs.total]) : words.noOutput);
    if (claims.follow) parts.push(fill(words.claims, [release, claims.follow, claims.total]));
    var printed = outputs.stay.filter(function (p, i, all) { return p && all.indexOf(p) === i; });
    if (outputs.stay.length) parts.push(fill(words.stay, [release, outputs.stay.length, outputs.total, printed.join(zh ? "、" : ", ") || "?"]));
    if (claims.total > claims.follow) parts.push(fill(words.device, [release, claims.total - claims.follow, claims.total]));
    notice.textContent = fill(words.head, [release]) + (parts.length ? parts.join(words.sep) + words.end : words.nothing) + " ";
    var back = document.createElement("button");
    back.type = "button";
    back.textContent = fill(words.back, [build]);
    back.addEventListener("click", function () { pick(build); });
    notice.appendChild(back);
  }

  var select = null;
  /* the reader's own pick, in the picker: kept for later pages and visits, and carried by the address */
  function pick(release) {
    try { localStorage.setItem(KEY, release); } catch (e) { /* storage off: this page only */ }
    var url = new URL(location.href);
    if (release === build) url.searchParams.delete("torch"); else url.searchParams.set("torch", release);
    history.replaceState(history.state, "", url.toString());
    apply(release);
  }

  function apply(release) {
    if (select) select.value = release;
    var outputs = showOutputs(release);
    var claims = showClaims(release);
    showNotice(release, outputs, claims);
  }

  /* "torch 2.13 (this build)"; on a phone "torch 2.13", so the picker keeps its word and its whole number */
  var narrow = window.matchMedia ? window.matchMedia("(max-width: 44.9375em)") : null;
  function name(release) { return "torch " + release + (release === build && !(narrow && narrow.matches) ? words.build : ""); }

  var header = document.querySelector(".md-header__inner");
  if (header) {
    var holder = document.createElement("div");
    holder.className = "md-header__option tf-release";
    select = document.createElement("select");
    select.className = "tf-release-picker";
    select.setAttribute("aria-label", words.label);
    select.title = words.label;
    releases.forEach(function (release) {
      var option = document.createElement("option");
      option.value = release;
      option.textContent = name(release);
      select.appendChild(option);
    });
    if (narrow && narrow.addEventListener) narrow.addEventListener("change", function () {
      Array.prototype.forEach.call(select.options, function (option) { option.textContent = name(option.value); });
    });
    select.addEventListener("change", function () { pick(select.value); });
    holder.appendChild(select);
    var anchor = header.querySelector(".md-header__option");
    header.insertBefore(holder, anchor || null);
  }
  /* a shared link (?torch=2.4 or ?torch=2.4.1) shows its release on this visit, leaving the reader's own pick as it was */
  var first = asked() || saved() || build;
  if (!asked() && first !== build) {  // the reader's own pick: the address carries it, so that a copied link does
    var url = new URL(location.href);
    url.searchParams.set("torch", first);
    history.replaceState(history.state, "", url.toString());
  }
  apply(first);
})();
