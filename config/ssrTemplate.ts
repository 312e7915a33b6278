/**
 * The page template of the static build. Same content as Docusaurus' own, except how the app's
 * scripts load: instead of `<script defer>` tags in the head, which start the app's 200 KB
 * download alongside the HTML and CSS the first paint needs, a small loader at the end of the
 * body adds them once the first frame has been painted (or after 100 ms in a background tab,
 * where frames do not run). They still execute in order, and the page is fully readable before.
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
    <script>(function (sources) {
      var started = false;
      function start() {
        if (started) return;
        started = true;
        sources.forEach(function (src) {
          var script = document.createElement('script');
          script.src = src;
          script.async = false;
          document.body.appendChild(script);
        });
      }
      requestAnimationFrame(function () { setTimeout(start, 0); });
      setTimeout(start, 100);
    })(<%~ JSON.stringify(it.scripts.map(function (script) { return it.baseUrl + script; })) %>);</script>
  </body>
</html>
`;
