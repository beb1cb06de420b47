/* Search: a page that holds every word of the query comes before one that misses a word.
 *
 * Material's search worker answers a query with its results grouped by page, ordered by lunr's score, so a page
 * holding one rare word many times can come before the page holding all of them ("copy=False" put first a page
 * missing "false"; 共享内存 put first pages holding 内 alone: Material cuts a Chinese query at the words its index
 * knows). This script, loaded before Material's bundle (overrides/main.html), wraps the Worker that the bundle
 * starts: it keeps each query sent, and on each answer, before Material reads it, orders the pages by how many
 * words of the query their best entry misses (a word: what the query holds between spaces and code punctuation,
 * found in the entry's title, text or quoted messages, case aside), fewest first; pages that miss as many keep Material's order.
 * Nothing is added or left out.
 */
(function () {
  "use strict";
  var Base = window.Worker;
  if (!Base) return;

  function words(query) {
    return String(query).toLowerCase().split(/[\s\u3000=(),:;"'`\[\]、。，？！；]+/).filter(Boolean);
  }

  function plain(entry) {
    return [entry.title, entry.text, entry.quoted].join(" ").replace(/<[^>]*>/g, "").replace(/\u200b/g, "").toLowerCase();
  }

  function missing(entries, wanted) {
    var fewest = Infinity;
    entries.forEach(function (entry) {
      if (!entry.score) return;  // a page listed for its sections only
      var text = plain(entry);
      fewest = Math.min(fewest, wanted.filter(function (word) { return text.indexOf(word) < 0; }).length);
    });
    return fewest;
  }

  function reorder(data, query) {
    if (!data || !Array.isArray(data.items) || data.items.length < 2) return;
    var wanted = words(query);
    if (wanted.length < 2 && !/[\u3400-\u9fff]{3,}/.test(query)) return;  // one word: every page holds it
    var ranked = data.items.map(function (entries, index) { return { entries: entries, index: index, missing: missing(entries, wanted) }; });
    ranked.sort(function (a, b) { return a.missing - b.missing || a.index - b.index; });
    ranked.forEach(function (item, index) { data.items[index] = item.entries; });
  }

  function Worker(url, options) {
    var worker = new Base(url, options);
    var queries = [];  // the worker answers its queries in the order they were sent
    var post = worker.postMessage;
    worker.postMessage = function (message) {
      if (message && message.type === 2) queries.push(message.data);
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
