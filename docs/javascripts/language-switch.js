// Keep the section when switching language. Headings carry the same anchor in every language,
// so the current #hash is valid on the other language's page too. Material would carry it over
// itself, but it looks for sitemap.xml beside the per-page alternate links that static-i18n
// writes, does not find it, and then drops the hash; so the switch is done here instead.
document.addEventListener("click", function (event) {
  var link = event.target.closest && event.target.closest("a[hreflang]");
  if (!link || !window.location.hash || event.metaKey || event.ctrlKey || event.button !== 0) {
    return;
  }
  event.preventDefault();
  event.stopPropagation();
  window.location.href = link.href.split("#")[0] + window.location.hash;
}, true);
