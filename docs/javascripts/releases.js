/* The release picker: read the site as of one torch release.
 *
 * The page carries the recorded releases (a JSON script, #tf-releases, from the tensorfacts plugin) and
 * each claim the releases its records say it holds on (data-holds). A <select> in the header lists the
 * releases, newest first, the build's marked. The choice comes from ?torch=2.4 in the address, else from
 * the last choice (localStorage), else the build's release; it is kept across pages and visits, and the
 * address carries it so a link can be shared. For the chosen release:
 *   - each output whose tabs are labelled with releases ("2.7–2.15 · this build", "2.3–2.6") shows the tab
 *     that covers it (the tabs stay clickable and change nothing elsewhere);
 *   - each claim's mark is its verdict there (✓ and its range, or its range alone), and a claim that does
 *     not hold there is set aside (dimmed; its mark says where it holds);
 *   - a line above the page says which release is shown, with a way back to the build's.
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
    ? { label: "按 torch 版本阅读", build: "（本次构建）", shown: "当前按 torch {0} 显示：输出是 {0} 打印的，在 {0} 上不成立的论断已淡化。", back: "回到本次构建（{0}）" }
    : { label: "Read as of torch release", build: " (this build)", shown: "Showing torch {0}: outputs as {0} printed them; claims that do not hold on {0} are dimmed.", back: "Back to this build ({0})" };
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

  function chosen() {
    var asked = new URLSearchParams(location.search).get("torch");
    if (asked && releases.indexOf(asked) >= 0) return asked;
    try {
      var kept = localStorage.getItem(KEY);
      if (kept && releases.indexOf(kept) >= 0) return kept;
    } catch (e) { /* storage off: the build's */ }
    return build;
  }

  function showOutputs(release) {
    Array.prototype.forEach.call(document.querySelectorAll(".tabbed-set"), function (set) {
      var labels = set.querySelectorAll(":scope > .tabbed-labels > label");
      Array.prototype.forEach.call(labels, function (label) {
        var names = covered(label.textContent);
        if (!names || names.indexOf(release) < 0) return;
        var input = document.getElementById(label.htmlFor);
        if (input) input.checked = true;
      });
    });
  }

  function showClaims(release) {
    Array.prototype.forEach.call(document.querySelectorAll(".tf-claim[data-holds]"), function (claim) {
      var mark = claim.querySelector(".tf-mark");
      var button = mark && mark.querySelector(".tf-mark__button");
      if (!button || mark.classList.contains("tf-mark--na") || mark.classList.contains("tf-mark--awaiting")
          || mark.classList.contains("tf-mark--recorded")) return;  // another device's claim: no release of this build speaks for it
      /* on the build's release, the verdict the build itself checked (a claim newer than its records has none) */
      if (!claim.hasAttribute("data-build-verdict")) claim.setAttribute("data-build-verdict", mark.classList.contains("tf-mark--holds") ? "holds" : "elsewhere");
      var holds = release === build ? claim.getAttribute("data-build-verdict") === "holds"
        : claim.getAttribute("data-holds").split(" ").indexOf(release) >= 0;
      var span = button.querySelector("i");
      if (!button.hasAttribute("data-build-label")) button.setAttribute("data-build-label", button.getAttribute("aria-label"));
      mark.classList.toggle("tf-mark--holds", holds);
      mark.classList.toggle("tf-mark--elsewhere", !holds);
      button.textContent = holds ? "✓" : "";
      if (span) button.appendChild(span);
      claim.classList.toggle("tf-aside", !holds);
      button.setAttribute("aria-label", release === build ? button.getAttribute("data-build-label")
        : "torch " + release + ": " + (holds ? (zh ? "成立" : "holds") : (zh ? "不成立" : "does not hold")) + (span ? " · " + span.textContent : ""));
    });
  }

  var notice = null;
  function showNotice(release) {
    var article = document.querySelector(".md-content article");
    if (!article) return;
    if (!notice) {
      notice = document.createElement("p");
      notice.className = "tf-release-notice";
      article.insertBefore(notice, article.firstChild);
    }
    notice.hidden = release === build;
    notice.textContent = words.shown.replace(/\{0\}/g, release) + " ";
    var back = document.createElement("button");
    back.type = "button";
    back.textContent = words.back.replace("{0}", build);
    back.addEventListener("click", function () { pick(build); });
    notice.appendChild(back);
  }

  var select = null;
  function pick(release) {
    try { localStorage.setItem(KEY, release); } catch (e) { /* storage off: this page only */ }
    var url = new URL(location.href);
    if (release === build) url.searchParams.delete("torch"); else url.searchParams.set("torch", release);
    history.replaceState(history.state, "", url.toString());
    apply(release);
  }

  function apply(release) {
    if (select) select.value = release;
    showOutputs(release);
    showClaims(release);
    showNotice(release);
  }

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
      option.textContent = release + (release === build ? words.build : "");
      select.appendChild(option);
    });
    select.addEventListener("change", function () { pick(select.value); });
    var name = document.createElement("span");
    name.className = "tf-release-name";
    name.textContent = "torch";
    name.setAttribute("aria-hidden", "true");
    holder.appendChild(name);
    holder.appendChild(select);
    var anchor = header.querySelector(".md-header__option");
    header.insertBefore(holder, anchor || null);
  }
  var first = chosen();
  if (first !== build) pick(first); else apply(first);
})();
