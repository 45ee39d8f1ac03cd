// /docs: Swagger UI 5 renders this server's /openapi.json (OpenAPI 3.1). "Try it out" sends its
// requests to the origin the page came from (the document's own `servers` name make run's
// address, which the page's Content-Security-Policy would refuse from anywhere else).
"use strict";

(async () => {
  const root = document.getElementById("swagger-ui");
  let spec;
  try {
    const response = await fetch("/openapi.json");
    if (!response.ok) throw new Error(`/openapi.json answered ${response.status}`);
    spec = await response.json();
  } catch (error) {
    root.textContent = `The API description could not be read: ${error.message}. Reload to try again.`;
    root.setAttribute("data-docs-error", "");
    return;
  }
  spec.servers = [{ url: window.location.origin, description: "this server" }];
  window.ui = SwaggerUIBundle({
    spec,
    dom_id: "#swagger-ui",
    deepLinking: true,
    validatorUrl: null, // the public validator's badge would be a request to another origin
    defaultModelsExpandDepth: 0, // hundreds of schemas: listed, not opened
    docExpansion: "none",
  });
})();
