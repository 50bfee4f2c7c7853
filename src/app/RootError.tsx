/** When even the document cannot render: a plain page that still offers the way home. */
export function RootError() {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <title>Something went wrong</title>
      </head>
      <body>
        <main style={{ fontFamily: 'system-ui', padding: 32 }}>
          <h1>Something went wrong</h1>
          <p>
            <a href="/">Back to the home page</a>
          </p>
        </main>
      </body>
    </html>
  );
}
