/* global requestAnimationFrame */
// On a prerendered page (infra/gateway/page-hints.mjs): starts loading the app once the copy has been
// painted. The list comes from the page's JSON element #after-paint: files to preload and the entry
// scripts to run in order. Until the app takes over (shell/src/prerendered.ts), a click on a control of
// the copy is held and the control marked `data-clicked`, for the app to click its own (links just work).
(function () {
  var list = document.getElementById('after-paint');
  if (!list) return;
  var files = JSON.parse(list.textContent);
  var copy = document.getElementById('prerendered');
  if (copy) {
    copy.addEventListener(
      'click',
      function (event) {
        var target = event.target;
        if (!target.closest || target.closest('a[href]')) return;
        var control = target.closest('button, [role="button"], summary, input, label, select');
        if (!control || control.tagName === 'SELECT') return;
        // Typing goes into the copy's fields and is carried over; only a click that would act is held.
        if (control.tagName === 'INPUT' && !/^(checkbox|radio|button|submit|reset)$/.test(control.type)) return;
        event.preventDefault();
        var previous = copy.querySelector('[data-clicked]');
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
  requestAnimationFrame(function () {
    setTimeout(load, 0);
  });
})();
