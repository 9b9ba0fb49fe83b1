/* global document, window, localStorage, navigator, fetch, setTimeout, clearTimeout */
// Baton dashboard: progressive enhancement only. Every page works without this file; with it the
// theme toggle appears, copy buttons work, a running task's timeline updates by itself, and the
// subagent prompt editor previews the tools a prompt would get as you type.
(function () {
  'use strict';
  var root = document.documentElement;
  var saved = null;
  try { saved = localStorage.getItem('baton-theme'); } catch { /* storage blocked */ }
  if (saved === 'light' || saved === 'dark') root.setAttribute('data-theme', saved);

  function setupTheme() {
    var button = document.querySelector('[data-theme-toggle]');
    if (!button) return;
    button.hidden = false;
    function current() {
      var t = root.getAttribute('data-theme');
      if (t) return t;
      return window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
    }
    function label() { button.textContent = current() === 'dark' ? 'Light theme' : 'Dark theme'; }
    label();
    button.addEventListener('click', function () {
      var next = current() === 'dark' ? 'light' : 'dark';
      root.setAttribute('data-theme', next);
      try { localStorage.setItem('baton-theme', next); } catch { /* storage blocked */ }
      label();
    });
  }

  function setupCopy(root) {
    root.querySelectorAll('[data-copy]').forEach(function (button) {
      var target = document.getElementById(button.getAttribute('data-copy'));
      if (!target || !navigator.clipboard) return;
      button.hidden = false;
      button.addEventListener('click', function () {
        navigator.clipboard.writeText(target.textContent).then(function () { button.textContent = 'Copied'; });
      });
    });
  }

  // Pages are drawn on the server only: a live part asks for the same page again and takes the
  // fresh copy of each [data-live-part] element (by id) that changed; one gone from it is removed.
  function fetchPage(url, options) {
    var init = options || {};
    init.credentials = 'same-origin';
    init.headers = Object.assign({ accept: 'text/html' }, init.headers || {});
    // A redirect (the session ended: the sign-in page) or an error page is not a fresh copy.
    return fetch(url, init).then(function (r) {
      if (!r.ok || r.redirected) throw new Error('no fresh copy: ' + r.status);
      return r.text();
    }).then(function (text) {
      return new window.DOMParser().parseFromString(text, 'text/html');
    });
  }

  function swapParts(fresh, selector) {
    document.querySelectorAll(selector).forEach(function (old) {
      var next = old.id ? fresh.getElementById(old.id) : null;
      if (!next) { old.remove(); return; }
      if (next.outerHTML === old.outerHTML) return;
      var copy = document.importNode(next, true);
      old.replaceWith(copy);
      setupCopy(copy);
    });
  }

  // A task that has not ended: the same page again every second (a waiting one: every ten) until it has.
  function setupLiveTask() {
    var live = document.querySelector('[data-live]');
    if (!live) return;
    var url = live.getAttribute('data-live');
    var every = Number(live.getAttribute('data-live-seconds') || 1) * 1000;
    var announce = document.getElementById('live-status');
    function tick() {
      fetchPage(url).then(function (fresh) {
        swapParts(fresh, '[data-live-part]');
        var still = fresh.querySelector('[data-live]');
        if (!still) {
          var status = fresh.getElementById('task-status');
          if (announce && status) announce.textContent = 'The task is ' + status.textContent + '.';
          live.removeAttribute('data-live');
          return;
        }
        setTimeout(tick, every);
      }).catch(function () { setTimeout(tick, every * 3); });
    }
    setTimeout(tick, every);
  }

  // A prompt editor: as you type, the server previews which tools the prompt would get, and why.
  function setupToolPreview() {
    var area = document.querySelector('textarea[data-preview]');
    if (!area) return;
    var form = area.form;
    var timer = null;
    var sent = 0;
    area.addEventListener('input', function () {
      clearTimeout(timer);
      timer = setTimeout(function () {
        var mine = ++sent;
        var body = new window.URLSearchParams(new window.FormData(form));
        body.set('intent', 'preview');
        fetchPage(form.getAttribute('action'), {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: body.toString(),
        }).then(function (fresh) {
          // Only the answer to the latest text: an earlier, slower one must not overwrite it.
          if (mine === sent) swapParts(fresh, '[data-preview-part]');
        }).catch(function () { /* the Preview button still works */ });
      }, 400);
    });
  }

  // Forms that cannot be undone ask first (without this script they submit at once).
  function setupConfirm() {
    document.addEventListener('submit', function (event) {
      var message = event.target.getAttribute && event.target.getAttribute('data-confirm');
      if (message && !window.confirm(message)) event.preventDefault();
    });
  }

  document.addEventListener('DOMContentLoaded', function () {
    setupTheme();
    setupCopy(document);
    setupLiveTask();
    setupToolPreview();
    setupConfirm();
  });
})();
