/**
 * The page template of the static build. Same content as Docusaurus' own, except how the app's
 * scripts load: instead of `<script defer>` tags in the head, which start the app's 200 KB
 * download alongside the HTML and CSS the first paint needs, a small loader at the end of the
 * body adds them once the first frame has been painted (or after 100 ms in a background tab,
 * where frames do not run). They still execute in order, and the page is fully readable before.
 * The list (the runtime, main.js and the page's own chunks) is a JSON block beside the loader,
 * so the loader's text, and its hash in the Content-Security-Policy, is the same on every page.
 * A script that fails to load is removed, so the app requests that chunk again when it needs it
 * (and shows its error box if that fails too).
 */
export const ssrTemplate = `<!DOCTYPE html>
<html <%~ it.htmlAttributes %>>
  <head>
    <meta charset="UTF-8">
    <meta name="generator" content="Docusaurus v<%= it.version %>">
    <% it.metaAttributes.forEach((metaAttribute) => { %>
      <%~ metaAttribute %>
    <% }); %>
    <%~ it.headTags %>
    <% it.stylesheets.forEach((stylesheet) => { %>
      <link rel="stylesheet" href="<%= it.baseUrl %><%= stylesheet %>" />
    <% }); %>
  </head>
  <body <%~ it.bodyAttributes %>>
    <%~ it.preBodyTags %>
    <div id="__docusaurus"><%~ it.appHtml %></div>
    <%~ it.postBodyTags %>
    <script id="__app-scripts" type="application/json"><%~ JSON.stringify(it.scripts.map(function (script) { return it.baseUrl + script; })) %></script>
    <script>(function (sources) {
      var started = false;
      function start() {
        if (started) return;
        started = true;
        sources.forEach(function (src) {
          var script = document.createElement('script');
          script.src = src;
          script.async = false;
          // A chunk that failed leaves: the bundler's runtime would otherwise wait on this
          // element instead of requesting the chunk again.
          script.onerror = function () {
            script.remove();
          };
          document.body.appendChild(script);
        });
      }
      requestAnimationFrame(function () { setTimeout(start, 0); });
      setTimeout(start, 100);
    })(JSON.parse(document.getElementById('__app-scripts').textContent));</script>
  </body>
</html>
`;
