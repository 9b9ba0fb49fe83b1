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

  function csrf() {
    var meta = document.querySelector('meta[name="csrf-token"]');
    return meta ? meta.getAttribute('content') : '';
  }

  function el(tag, attrs, text) {
    var node = document.createElement(tag);
    Object.keys(attrs || {}).forEach(function (k) { node.setAttribute(k, attrs[k]); });
    if (text !== undefined) node.textContent = text;
    return node;
  }

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

  function setupCopy() {
    document.querySelectorAll('[data-copy]').forEach(function (button) {
      var target = document.getElementById(button.getAttribute('data-copy'));
      if (!target || !navigator.clipboard) return;
      button.hidden = false;
      button.addEventListener('click', function () {
        navigator.clipboard.writeText(target.textContent).then(function () { button.textContent = 'Copied'; });
      });
    });
  }

  // A running task: poll its JSON every second and redraw the timeline until it ends.
  function setupLiveTask() {
    var live = document.querySelector('[data-live-task]');
    if (!live) return;
    var url = live.getAttribute('data-live-task');
    var list = document.getElementById('timeline');
    var status = document.getElementById('task-status');
    var total = document.getElementById('task-duration');
    var announce = document.getElementById('live-status');
    var finals = ['complete', 'failed', 'cancelled'];
    function draw(data) {
      list.textContent = '';
      data.trace.steps.forEach(function (step, i) {
        var li = el('li', { class: 'st-' + step.status });
        li.appendChild(el('span', { class: 'step' }, (i + 1) + '. ' + step.tool));
        li.appendChild(document.createTextNode(' ' + step.action + ' '));
        li.appendChild(el('span', { class: 'badge s-' + step.status }, step.status));
        li.appendChild(el('span', { class: 'muted small' }, ' ' + step.duration_ms + ' ms'));
        if (step.note) li.appendChild(el('div', { class: 'muted small' }, step.note));
        list.appendChild(li);
      });
      if (data.trace.steps.length === 0) list.appendChild(el('li', { class: 'muted' }, 'No steps yet.'));
      status.textContent = data.task.status;
      status.className = 'badge s-' + data.task.status;
      total.textContent = data.trace.total_duration_ms + ' ms';
      list.setAttribute('data-steps', String(data.trace.steps.length));
    }
    function tick() {
      fetch(url, { headers: { accept: 'application/json' }, credentials: 'same-origin' })
        .then(function (r) { return r.ok ? r.json() : null; })
        .then(function (data) {
          if (!data) return;
          draw(data);
          if (finals.indexOf(data.task.status) >= 0) {
            announce.textContent = 'The task is ' + data.task.status + '. Reloading.';
            window.location.reload();
            return;
          }
          setTimeout(tick, 1000);
        })
        .catch(function () { setTimeout(tick, 3000); });
    }
    setTimeout(tick, 1000);
  }

  // The subagent prompt editor: ask the server which tools this prompt would select, and why.
  function setupToolPreview() {
    var area = document.querySelector('textarea[data-preview]');
    if (!area) return;
    var out = document.getElementById('tool-preview');
    var timer = null;
    function render(data) {
      out.textContent = '';
      out.appendChild(el('p', { class: 'muted' }, data.tools.length + ' tools would be available.'));
      var ul = el('ul', { class: 'tools' });
      data.tools.forEach(function (t) {
        var li = el('li');
        li.appendChild(el('code', {}, t.tool));
        li.appendChild(el('span', { class: 'muted small' }, ' score ' + t.score + (t.matched_terms.length ? ' · matched: ' + t.matched_terms.join(', ') : '')));
        ul.appendChild(li);
      });
      out.appendChild(ul);
    }
    area.addEventListener('input', function () {
      clearTimeout(timer);
      timer = setTimeout(function () {
        fetch(area.getAttribute('data-preview'), {
          method: 'POST',
          credentials: 'same-origin',
          headers: { 'content-type': 'application/json', accept: 'application/json', 'x-csrf-token': csrf() },
          body: JSON.stringify({ prompt: area.value }),
        }).then(function (r) { return r.ok ? r.json() : null; }).then(function (data) { if (data) render(data); });
      }, 300);
    });
  }

  document.addEventListener('DOMContentLoaded', function () {
    setupTheme();
    setupCopy();
    setupLiveTask();
    setupToolPreview();
  });
})();
