// Keep the section when switching language. Headings carry the same anchor in every language,
// so the current #hash is valid on the other language's page too. The selector's links lead to
// the same page in the other language (static-i18n); Material's own mapping, which needs a
// sitemap.xml beside each head alternate link, is not used (tensorfacts.alternates drops those
// links, so no page asks for a missing sitemap); so the hash is carried over here.
document.addEventListener("click", function (event) {
  var link = event.target.closest && event.target.closest("a[hreflang]");
  if (!link || !window.location.hash || event.metaKey || event.ctrlKey || event.button !== 0) {
    return;
  }
  event.preventDefault();
  event.stopPropagation();
  window.location.href = link.href.split("#")[0] + window.location.hash;
}, true);
