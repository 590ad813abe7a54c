// The page of `alignment-engine serve`: asks the server's JSON endpoints for the screens and
// a screen's layout in the chosen configuration, shows the source beside the picture, a
// view's frame and explanation on hover, the findings with links to their lines, and lays
// out again when the server says a file changed (it is polled every second).
(function () {
  'use strict';
  var $ = function (id) { return document.getElementById(id); };
  var state = { version: null, files: {}, screens: [], layout: null, views: {}, pinned: null, shownFile: null, request: 0, explained: 0 };

  function get(path, query) {
    var url = path + (query ? '?' + new URLSearchParams(query).toString() : '');
    return fetch(url, { cache: 'no-store' }).then(function (response) { return response.json(); });
  }

  function option(select, value, text) {
    var item = document.createElement('option');
    item.value = value; item.textContent = text;
    select.appendChild(item);
  }

  function configuration() {
    return { screen: $('screen').value, device: $('device').value, dynamicTypeSize: $('dynamic-type').value, direction: $('direction').value };
  }

  function where(source) {
    return source && source.file ? source.file.split('/').pop() + ':' + source.line + (source.column ? ':' + source.column : '') : '';
  }

  // The source pane: one file at a time, its lines numbered; a line can be marked and scrolled to.
  function showFile(name) {
    if (state.shownFile === name) { return; }
    state.shownFile = name;
    var pane = $('source');
    pane.replaceChildren();
    $('file-name').textContent = name || '';
    if (!name || !(name in state.files)) { return; }
    state.files[name].split('\n').forEach(function (text, index) {
      var line = document.createElement('div');
      line.className = 'line'; line.id = 'line-' + (index + 1); line.setAttribute('data-line', index + 1);
      var number = document.createElement('span'); number.className = 'number'; number.textContent = index + 1;
      var code = document.createElement('code'); code.textContent = text;
      line.appendChild(number); line.appendChild(code);
      pane.appendChild(line);
    });
  }

  function markLine(source, className, scroll) {
    document.querySelectorAll('.source .line.' + className).forEach(function (line) { line.classList.remove(className); });
    if (!source || !source.file) { return; }
    showFile(source.file);
    var line = $('line-' + source.line);
    if (!line) { return; }
    line.classList.add(className);
    if (scroll) { line.scrollIntoView({ block: 'center' }); }
  }

  function showError(error) {
    var box = $('error');
    if (!error) { box.hidden = true; box.textContent = ''; markLine(null, 'error'); return; }
    box.hidden = false;
    box.textContent = (error.file ? where(error) + ': ' : '') + error.message;
    markLine(error.file ? error : null, 'error', true);
  }

  // A view's details (from the layout's answer) and its explanation (asked for when shown).
  function show(path) {
    var view = state.views[path];
    if (!view) { return; }
    var list = document.createElement('dl');
    function add(term, value, field) {
      var dt = document.createElement('dt'); dt.textContent = term; list.appendChild(dt);
      var dd = document.createElement('dd'); dd.setAttribute('data-field', field);
      if (Array.isArray(value)) {
        if (!value.length) { dd.textContent = 'none'; } else {
          var items = document.createElement('ul');
          value.forEach(function (text) { var li = document.createElement('li'); li.textContent = text; items.appendChild(li); });
          dd.appendChild(items);
        }
      } else { dd.textContent = value; }
      list.appendChild(dd);
    }
    var details = view.details || {};
    add('view', view.type + (view.id ? ' ' + view.id : ''), 'kind');
    add('path', path, 'path');
    add('frame', details.frame, 'frame');
    add('proposal', details.proposal, 'proposal');
    add('size', details.size, 'size');
    add('outer frame', details.outerFrame, 'outer-frame');
    add('guides', details.guides || [], 'guides');
    add('modifiers', details.modifiers || [], 'modifiers');
    add('source', view.source ? where(view.source) : 'unknown', 'source');
    var explanation = document.createElement('div'); explanation.id = 'explanation'; explanation.textContent = '…';
    $('details').replaceChildren(list, explanation);
    $('details').setAttribute('data-path', path);
    document.querySelectorAll('#picture rect.hit.active').forEach(function (hit) { hit.classList.remove('active'); });
    document.querySelectorAll('#picture rect.hit').forEach(function (hit) { if (hit.getAttribute('data-path') === path) { hit.classList.add('active'); } });
    markLine(view.source, 'active', false);
    var asked = ++state.explained;
    get('/api/explain', Object.assign(configuration(), { path: path })).then(function (answer) {
      if (asked !== state.explained) { return; }
      explanation.textContent = answer.error ? answer.error.message : answer.text;
    });
  }

  // Empties a list; when there is nothing to list, says so in it and answers true.
  function empty(list, items, text) {
    list.replaceChildren();
    if (items.length) { return false; }
    var none = document.createElement('li'); none.className = 'none'; none.textContent = text;
    list.appendChild(none);
    return true;
  }

  function listFindings(findings) {
    var list = $('findings');
    if (empty(list, findings, 'none in this configuration')) { return; }
    findings.forEach(function (finding) {
      var item = document.createElement('li');
      var rule = document.createElement('span'); rule.className = 'rule'; rule.textContent = finding.rule;
      item.appendChild(rule);
      item.appendChild(document.createTextNode(' ' + finding.view + ': ' + finding.message + ' '));
      if (finding.source) {
        var link = document.createElement('a');
        link.href = '#line-' + finding.source.line; link.className = 'finding-link'; link.textContent = where(finding.source);
        link.setAttribute('data-line', finding.source.line);
        link.addEventListener('click', function (event) {
          event.preventDefault();
          state.pinned = finding.path;
          show(finding.path);
          markLine(finding.source, 'target', true);
        });
        item.appendChild(link);
      }
      list.appendChild(item);
    });
  }

  function listAssumptions(assumptions) {
    var list = $('assumptions');
    if (empty(list, assumptions, 'none')) { return; }
    assumptions.forEach(function (assumption) {
      var item = document.createElement('li');
      item.textContent = where(assumption) + ' ' + assumption.construct + ': ' + assumption.replacement;
      list.appendChild(item);
    });
  }

  function loadLayout() {
    var query = configuration();
    var asked = ++state.request;
    if (!query.screen) { $('picture').replaceChildren(); return Promise.resolve(); }
    $('status').textContent = 'laying out…';
    return get('/api/layout', query).then(function (answer) {
      if (asked !== state.request) { return; }
      var picture = $('picture');
      var screen = state.screens.filter(function (item) { return item.id === query.screen; })[0];
      if (screen) { showFile(screen.file); }
      picture.setAttribute('data-device', query.device);
      picture.setAttribute('data-version', answer.version);
      if (answer.error) {
        picture.replaceChildren();
        state.views = {};
        showError(answer.error);
        listFindings([]); listAssumptions([]);
        $('details').replaceChildren();
        $('status').textContent = 'error (version ' + answer.version + ')';
        return;
      }
      showError(null);
      picture.innerHTML = answer.svg;
      state.views = {};
      answer.views.forEach(function (view) { state.views[view.path] = view; });
      picture.querySelectorAll('rect.hit').forEach(function (hit) {
        var path = hit.getAttribute('data-path');
        hit.addEventListener('mouseenter', function () { if (state.pinned === null) { show(path); } });
        hit.addEventListener('click', function () { state.pinned = state.pinned === path ? null : path; show(path); });
      });
      listFindings(answer.findings);
      listAssumptions(answer.assumptions);
      if (state.pinned !== null && state.views[state.pinned]) { show(state.pinned); } else { state.pinned = null; }
      var size = answer.screenSize;
      $('status').textContent = query.device + ' ' + size.width + ' × ' + size.height + ' pt, version ' + answer.version;
    });
  }

  function loadScreens() {
    return get('/api/screens').then(function (answer) {
      state.version = answer.version;
      state.files = {};
      answer.files.forEach(function (file) { state.files[file.name] = file.text; });
      state.screens = answer.screens;
      state.shownFile = null;
      var select = $('screen');
      var chosen = select.value;
      select.replaceChildren();
      answer.screens.forEach(function (screen) { option(select, screen.id, screen.title); });
      if (answer.screens.some(function (screen) { return screen.id === chosen; })) { select.value = chosen; }
      if (answer.error) {
        $('picture').replaceChildren();
        $('picture').setAttribute('data-version', answer.version);
        state.views = {}; state.pinned = null;
        $('details').replaceChildren();
        listFindings([]); listAssumptions([]);
        showFile(answer.error.file || (answer.files[0] && answer.files[0].name));
        showError(answer.error);
        $('status').textContent = 'error (version ' + answer.version + ')';
        return false;
      }
      return true;
    });
  }

  function reload() {
    return loadScreens().then(function (readable) { if (readable) { return loadLayout(); } });
  }

  function poll() {
    get('/api/version').then(function (answer) {
      if (answer.version !== state.version) { reload(); }
    }, function () { $('status').textContent = 'the server does not answer'; });
  }

  get('/api/options').then(function (options) {
    // What alignment-engine check sweeps comes first, in a group of its own; the rest after.
    var checkedLabel = options.settingsFile ? 'checked (' + options.settingsFile.split('/').pop() + ')' : 'checked';
    function offer(id, values, checked, label) {
      var select = $(id);
      var groups = [[checkedLabel, values.filter(function (value) { return checked.indexOf(value) >= 0; })],
                    ['others', values.filter(function (value) { return checked.indexOf(value) < 0; })]];
      groups.forEach(function (group) {
        if (!group[1].length) { return; }
        var box = document.createElement('optgroup');
        box.label = group[0];
        group[1].forEach(function (value) { option(box, value, label(value)); });
        select.appendChild(box);
      });
    }
    var screens = {};
    options.devices.forEach(function (device) { screens[device.name] = device; });
    offer('device', options.checked.devices.concat(options.devices.map(function (device) { return device.name; })
      .filter(function (name) { return options.checked.devices.indexOf(name) < 0; })), options.checked.devices,
      function (name) { return name + ' (' + screens[name].width + ' × ' + screens[name].height + ')'; });
    offer('dynamic-type', options.dynamicTypeSizes, options.checked.dynamicTypeSizes, function (size) { return size; });
    offer('direction', options.directions, options.checked.directions, function (direction) { return direction === 'rtl' ? 'right to left' : 'left to right'; });
    $('device').value = options.default.device;
    $('dynamic-type').value = options.default.dynamicTypeSize;
    $('direction').value = options.default.direction;
    ['screen', 'device', 'dynamic-type', 'direction'].forEach(function (id) {
      $(id).addEventListener('change', function () { state.pinned = null; loadLayout(); });
    });
    return reload();
  }).then(function () { setInterval(poll, 1000); });
})();
