"""``make web``: serve the built page (web/build.py) and print the addresses to type.

    python web/serve.py DIR [--host HOST] [--port PORT]

HOST 127.0.0.1 (the default) serves this computer only. HOST 0.0.0.0 serves every
network this computer is on: the page's files (nothing else: no saves, no writes; each
browser keeps its own game) to anybody who can reach the port, e.g. pupils' tablets on
the classroom's network. The addresses printed are this computer's own IPv4 addresses.
Over plain http from another device the page is not a "secure context": it plays, but
the browser keeps no offline copy and "copy link" shows the link to copy by hand
(docs/classroom.md). PORT 0 takes a free port. Bad input gives one line and status 2.
"""

import argparse
import functools
import http.server
import os
import socket
import sys


def addresses(host, port):
    """The URLs to type for a server bound to ``host``:``port``."""
    if host not in ("0.0.0.0", "", "::"):
        name = "localhost" if host == "127.0.0.1" else host
        return ["http://%s:%d/" % (name, port)]
    found = []
    try:
        for info in socket.getaddrinfo(socket.gethostname(), None, socket.AF_INET):
            found.append(info[4][0])
    except OSError:
        pass
    try:  # the address of the default route (a UDP "connection" sends nothing)
        s = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
        try:
            s.connect(("192.0.2.1", 9))
            found.append(s.getsockname()[0])
        finally:
            s.close()
    except OSError:
        pass
    lan = sorted(set(a for a in found if not a.startswith("127.")))
    return ["http://localhost:%d/" % port] + ["http://%s:%d/" % (a, port) for a in lan]


def main(argv):
    parser = argparse.ArgumentParser(prog="python web/serve.py", description=__doc__.split("\n\n")[0])
    parser.add_argument("folder")
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--port", default="8000")
    args = parser.parse_args(argv)
    try:
        port = int(args.port)
        if not 0 <= port <= 65535:
            raise ValueError
    except ValueError:
        print("web: PORT must be a number from 0 to 65535, not %r" % args.port, file=sys.stderr)
        return 2
    if not os.path.isfile(os.path.join(args.folder, "index.html")):
        print(
            "web: %s holds no built page (python web/build.py %s)" % (args.folder, args.folder),
            file=sys.stderr,
        )
        return 2
    handler = functools.partial(http.server.SimpleHTTPRequestHandler, directory=args.folder)
    try:
        httpd = http.server.ThreadingHTTPServer((args.host, port), handler)
    except OSError as e:
        print("web: cannot serve on %s:%s: %s" % (args.host, port, e.strerror or e), file=sys.stderr)
        return 2
    port = httpd.server_address[1]
    urls = addresses(args.host, port)
    print("PipGrid in your browser (Ctrl-C stops):")
    for url in urls:
        print("  " + url)
    if len(urls) > 1:
        print("Pupils' devices on this network type one of the addresses after localhost; they get the")
        print("page's files only. Over plain http there they get no offline copy (docs/classroom.md).")
    sys.stdout.flush()
    try:
        httpd.serve_forever()
    except KeyboardInterrupt:
        pass
    finally:
        httpd.server_close()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
