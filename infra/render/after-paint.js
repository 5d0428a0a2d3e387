/* global requestAnimationFrame, PerformanceObserver */
// On a server-rendered page (infra/gateway/page-hints.mjs): starts loading the app, which hydrates the
// page, once the server's markup has been painted. The list comes from the page's JSON element
// #after-paint: files to preload and the entry scripts to run in order.
(function () {
  var list = document.getElementById('after-paint');
  if (!list) return;
  var files = JSON.parse(list.textContent);
  // Until the app has hydrated the page (it marks #root[data-hydrating] then), a click on a control is
  // held and the control marked `data-clicked`, for the app to click once hydrated (shell/src/heldInput.ts).
  // Links just work; typing goes into the fields, which the app reads.
  var root = document.getElementById('root');
  if (root) {
    root.addEventListener(
      'click',
      function (event) {
        if (root.hasAttribute('data-hydrating')) return;
        var target = event.target;
        if (!target.closest || target.closest('a[href]')) return;
        var control = target.closest('button, [role="button"], summary, input, label, select');
        if (!control || control.tagName === 'SELECT') return;
        if (control.tagName === 'INPUT' && !/^(checkbox|radio|button|submit|reset)$/.test(control.type)) return;
        // Not React's either while it hydrates: it would replay the click before the typing is given back.
        event.preventDefault();
        event.stopImmediatePropagation();
        var previous = root.querySelector('[data-clicked]');
        if (previous) previous.removeAttribute('data-clicked');
        control.setAttribute('data-clicked', '');
      },
      true,
    );
  }
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
  // Once the first contentful paint has been presented, not merely drawn: requests sent before it share the
  // slow phone's bandwidth with the page's first paint, and Lighthouse's simulation counts them in its
  // FCP and LCP (they started ~50 ms before the paint's presentation when only a frame was awaited, and
  // simulated LCP came out 0.2-0.8 s after FCP). The paint entry comes with the presentation time.
  var started = false;
  function start() {
    if (started) return;
    started = true;
    setTimeout(load, 0);
  }
  requestAnimationFrame(function () {
    try {
      var observer = new PerformanceObserver(function (entries) {
        if (!entries.getEntriesByName('first-contentful-paint').length) return;
        observer.disconnect();
        start();
      });
      observer.observe({ type: 'paint', buffered: true });
    } catch {
      start(); // no paint timing in this browser
    }
    // A page whose first frame had nothing to paint still starts.
    setTimeout(start, 500);
  });
})();
