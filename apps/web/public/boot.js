/* global document, requestAnimationFrame */
// Prerendered pages are readable before any JavaScript runs. This loads the app only after the browser has
// painted them, so a slow network or CPU never holds the text back; the app then hydrates the page.
(function () {
  var script = document.currentScript;
  var entry = script.getAttribute('data-entry');
  var preload = (script.getAttribute('data-preload') || '').split(' ').filter(Boolean);
  function load() {
    preload.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    });
    var app = document.createElement('script');
    app.type = 'module';
    app.crossOrigin = '';
    app.src = entry;
    document.head.appendChild(app);
  }
  // A hidden tab never paints (and never runs animation frames): load at once there.
  if (document.visibilityState !== 'visible') load();
  else
    requestAnimationFrame(function () {
      setTimeout(load, 0);
    });
})();
