/* Search: a page that holds every word of the query comes before one that misses a word.
 *
 * Material's search worker answers a query with its results grouped by page, each entry listing which query
 * words it holds (`terms`: word -> found); it orders them by lunr's score, so a page holding one rare word
 * many times can come before the page holding all of them ("copy=False" put first a page missing "false").
 * This script, loaded before Material's bundle (overrides/main.html), wraps the Worker that the bundle starts:
 * on each answer, before Material reads it, the pages are ordered by how many query words their best entry
 * misses, fewest first; pages that miss as many keep Material's order. Nothing is added or left out.
 */
(function () {
  "use strict";
  var Base = window.Worker;
  if (!Base) return;

  function missing(entries) {
    var fewest = Infinity;
    entries.forEach(function (entry) {
      if (!entry.terms || !entry.score) return;
      var count = 0;
      for (var word in entry.terms) if (entry.terms[word] === false) count += 1;
      fewest = Math.min(fewest, count);
    });
    return fewest;
  }

  function reorder(message) {
    var data = message && message.type === 3 && message.data;
    if (!data || !Array.isArray(data.items) || data.items.length < 2) return;
    var ranked = data.items.map(function (entries, index) { return { entries: entries, index: index, missing: missing(entries) }; });
    ranked.sort(function (a, b) { return a.missing - b.missing || a.index - b.index; });
    ranked.forEach(function (item, index) { data.items[index] = item.entries; });
  }

  function Worker(url, options) {
    var worker = new Base(url, options);
    worker.addEventListener("message", function (event) { reorder(event.data); });  // first: before Material's
    return worker;
  }
  Worker.prototype = Base.prototype;
  window.Worker = Worker;
})();
