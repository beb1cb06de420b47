/* Search: a page that holds every word of the query comes before one that misses a word.
 *
 * Material's search worker answers a query with its results grouped by page, ordered by lunr's score, so a page
 * holding one rare word many times can come before the page holding all of them ("copy=False" put first a page
 * missing "false"; 共享内存 put first pages holding 内 alone: Material cuts a Chinese query at the words its index
 * knows). This script, loaded before Material's bundle (overrides/main.html), wraps the Worker that the bundle
 * starts: it keeps each query sent, and on each answer, before Material reads it, orders the pages by how many
 * words of the query their best entry misses (a word: what the query holds between spaces and code punctuation,
 * found in the entry's title, text, quoted messages or synonyms, case aside), fewest first; then by the most query
 * words one of their section titles holds, for a query of a few words (a section headed "Does detach copy?" answers
 * "does detach copy"; a pasted message is matched by its text); a page weighed down (search.boost < 1: the errata, the
 * audit) after a chapter that holds as many words; pages alike keep Material's order. Nothing is added or left out. A query is sent once typing pauses (PAUSE_MS): a reader
 * typing "does flatten copy" waits for one search, not for the seventeen its keys would queue in the worker.
 */
(function () {
  "use strict";
  var PAUSE_MS = 60;  // a query goes to the worker once typing pauses this long: each key no longer queues a search
  var Base = window.Worker;
  if (!Base) return;

  /* words a query holds that say nothing of its subject: lunr's English stop words (mkdocs.yml's search separator
     drops them from Material's query too) and Chinese question words */
  var STOP = ("a able about across after all almost also am among an and any are as at be because been but by can " +
    "cannot could dear did do does either else ever every for from get got had has have he her hers him his how however " +
    "i if in into is it its just least let like likely may me might most must my neither no nor not of off often on only " +
    "or other our own rather said say says she should since so some than that the their them then there these they this " +
    "tis to too twas us wants was we were what when where which while who whom why will with would yet you your " +
    "是什么 为什么 什么 怎么 怎样 如何 吗 呢 会 的 了 是").split(" ");

  function words(query) {
    return String(query).toLowerCase().split(/[\s\u3000=(),:;"'`\[\]、。，？！；?]+/).filter(function (word) {
      return word && STOP.indexOf(word) < 0;
    });
  }

  function plain(entry) {  // synonyms: a reader's word for the site's (拷贝 for 复制; tensorfacts.searchindex)
    return [entry.title, entry.text, entry.quoted, entry.synonyms].join(" ").replace(/<[^>]*>/g, "").replace(/\u200b/g, "").toLowerCase();
  }

  /* how a page's entries hold the query: the fewest words its best entry misses, and the most words one of its
     section titles holds (a section headed "Does detach copy?" answers "does detach copy") */
  function fit(entries, wanted) {
    var fewest = Infinity, titled = 0, weighed = 0;
    entries.forEach(function (entry) {
      if (entry.boost !== undefined && entry.boost < 1) weighed = 1;  // a page that gathers what chapters say (errata)
      if (!entry.score) return;  // a page listed for its sections only
      var text = plain(entry);
      fewest = Math.min(fewest, wanted.filter(function (word) { return text.indexOf(word) < 0; }).length);
      var title = String(entry.title || "").replace(/<[^>]*>/g, "").replace(/\u200b/g, "").toLowerCase();
      titled = Math.max(titled, wanted.filter(function (word) { return title.indexOf(word) >= 0; }).length);
    });
    return { missing: fewest, titled: wanted.length <= 5 ? titled : 0, weighed: weighed };
  }

  function reorder(data, query) {
    if (!data || !Array.isArray(data.items) || data.items.length < 2) return;
    var wanted = words(query);
    if (wanted.length < 2 && !/[\u3400-\u9fff]{3,}/.test(query)) return;  // one word: every page holds it
    var ranked = data.items.map(function (entries, index) {
      var found = fit(entries, wanted);
      return { entries: entries, index: index, missing: found.missing, titled: found.titled, weighed: found.weighed };
    });
    ranked.sort(function (a, b) {
      return a.missing - b.missing || a.weighed - b.weighed || b.titled - a.titled || a.index - b.index;
    });
    ranked.forEach(function (item, index) { data.items[index] = item.entries; });
  }

  function Worker(url, options) {
    var worker = new Base(url, options);
    var queries = [];  // the worker answers its queries in the order they were sent
    var post = worker.postMessage;
    var pending = null;
    worker.postMessage = function (message) {
      if (message && message.type === 2) {  // a query: sent once typing pauses, not once per key
        var args = arguments;
        clearTimeout(pending);
        pending = setTimeout(function () {
          queries.push(message.data);
          post.apply(worker, args);
        }, PAUSE_MS);
        return;
      }
      return post.apply(worker, arguments);
    };
    worker.addEventListener("message", function (event) {  // first: before Material's own listener
      var message = event.data;
      if (message && message.type === 3) reorder(message.data, queries.shift() || "");
    });
    return worker;
  }
  Worker.prototype = Base.prototype;
  window.Worker = Worker;
})();
