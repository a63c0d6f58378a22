// Starts a static page's script once the page has painted (docs/decisions/088), from the end of <body>: the entry this
// tag names in data-entry, with the chunks named in data-chunks loaded beside it, so no script is fetched or run before
// the first paint. A prerendered page (speculation rules) or a hidden tab has no paint to wait for. A tap on a part of
// the page that responds (an island's markup, or an element an island serves) before then is held, and made again
// once the islands are scheduled (ui/main.tsx dispatches 'crg:islands-scheduled'). A plain classic script, allowed by
// its hash (server/ui-hosting/head-script.ts).
(function () {
  var tag = document.currentScript;
  var entry = tag && tag.getAttribute('data-entry');
  if (!entry) return;
  var chunks = (tag.getAttribute('data-chunks') || '').split(' ').filter(Boolean);
  var held = [];
  var served = [];
  document.querySelectorAll('[data-island-near]').forEach(function (marker) {
    served.push(marker.getAttribute('data-island-near'));
  });
  function respondsLater(target) {
    if (!target || !target.closest || target.closest('a[href]')) return false;
    if (target.closest('[data-island]')) return true;
    return served.some(function (selector) {
      try {
        return Boolean(target.closest(selector));
      } catch (error) {
        return false;
      }
    });
  }
  function hold(event) {
    if (!respondsLater(event.target)) return;
    event.preventDefault();
    event.stopPropagation();
    held.push(event);
  }
  document.addEventListener('click', hold, true);
  document.addEventListener(
    'crg:islands-scheduled',
    function () {
      document.removeEventListener('click', hold, true);
      held.splice(0).forEach(function (event) {
        if (!event.target.isConnected) return;
        event.target.dispatchEvent(
          new MouseEvent('click', {
            bubbles: true,
            cancelable: true,
            composed: true,
            view: event.view,
            detail: event.detail,
            button: event.button,
            ctrlKey: event.ctrlKey,
            shiftKey: event.shiftKey,
            altKey: event.altKey,
            metaKey: event.metaKey,
            clientX: event.clientX,
            clientY: event.clientY,
            screenX: event.screenX,
            screenY: event.screenY,
          }),
        );
      });
    },
    { once: true },
  );
  var started = false;
  function start() {
    if (started) return;
    started = true;
    chunks.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    });
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.appendChild(script);
  }
  if (document.prerendering || document.visibilityState === 'hidden') start();
  else if (window.PerformanceObserver && (PerformanceObserver.supportedEntryTypes || []).indexOf('paint') !== -1) {
    // Once the browser reports the first contentful paint, in a task of its own after that frame is on screen (a
    // requestAnimationFrame callback comes before it). A second after the load event, whatever happened.
    new PerformanceObserver(function (list, observer) {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      start();
    }).observe({ type: 'paint', buffered: true });
    document.addEventListener('visibilitychange', start, { once: true });
    addEventListener('load', function () {
      setTimeout(start, 1000);
    });
  } else {
    // A browser without paint timing: after the next frame.
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
    document.addEventListener('visibilitychange', start, { once: true });
  }
})();
