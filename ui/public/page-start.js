// Starts a static page's script once the page has painted (docs/decisions/088), from the end of <body>: the entry its
// tag names in data-entry, with the chunks in data-chunks loaded beside it, so no script is fetched or run before the
// first paint. A prerender (speculation rules) or a hidden tab has no paint to wait for; a browser without paint timing
// waits for the next frame. A click on a button before then (on a static page every button is an island's, or
// served by one: menus, filters, the banner, Cookie settings) is held and made again, with the same fields, once
// ui/main.tsx says the islands are scheduled; each island's own guard then holds it until it answers. A plain classic
// script, allowed by its hash (server/ui-hosting/head-script.ts); kept short, since every byte of it is in each page's
// first round trip.
(function (d) {
  var tag = d.currentScript, entry = tag && tag.getAttribute('data-entry'), held = [], started = 0;
  if (!entry) return;
  function hold(event) {
    if (!event.target.closest || !event.target.closest('button')) return;
    event.preventDefault();
    event.stopPropagation();
    held.push(event);
  }
  d.addEventListener('click', hold, true);
  d.addEventListener('crg:islands-scheduled', function () {
    d.removeEventListener('click', hold, true);
    held.forEach(function (event) {
      if (event.target.isConnected) event.target.dispatchEvent(new MouseEvent('click', event));
    });
  }, { once: true });
  function add(name, fields) {
    var element = d.createElement(name);
    element.crossOrigin = '';
    for (var key in fields) element[key] = fields[key];
    d.head.appendChild(element);
  }
  function start() {
    if (started++) return;
    tag.getAttribute('data-chunks').split(' ').forEach(function (href) {
      if (href) add('link', { rel: 'modulepreload', href: href });
    });
    add('script', { type: 'module', src: entry });
  }
  if (d.prerendering || d.visibilityState == 'hidden') return start();
  d.addEventListener('visibilitychange', start, { once: true });
  // The paint is reported in a task of its own once its frame is on screen (a requestAnimationFrame callback comes
  // before it, too early).
  if ((self.PerformanceObserver && PerformanceObserver.supportedEntryTypes || []).indexOf('paint') < 0) return requestAnimationFrame(function () {
    setTimeout(start);
  });
  new PerformanceObserver(function (list, observer) {
    if (list.getEntriesByName('first-contentful-paint').length) observer.disconnect(), start();
  }).observe({ type: 'paint', buffered: true });
})(document);
