/* global requestAnimationFrame */
// On a server-rendered page (infra/gateway/page-hints.mjs): starts loading the app, which hydrates the
// page, once the server's markup has been painted. The list comes from the page's JSON element
// #after-paint: files to preload and the entry scripts to run in order.
(function () {
  var list = document.getElementById('after-paint');
  if (!list) return;
  var files = JSON.parse(list.textContent);
  function load() {
    // One insertion for all of them.
    var batch = document.createDocumentFragment();
    files.preload.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'preload';
      link.as = 'script';
      link.href = href;
      batch.appendChild(link);
    });
    files.scripts.forEach(function (src) {
      var script = document.createElement('script');
      script.src = src;
      script.async = false;
      batch.appendChild(script);
    });
    document.head.appendChild(batch);
  }
  requestAnimationFrame(function () {
    setTimeout(load, 0);
  });
})();
