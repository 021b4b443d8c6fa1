"""Symbol graphs of the library modules, shared by scripts/docs and scripts/api-digest.

`swift package dump-symbol-graph` builds the package (a no-op after `swift build`) and writes one JSON graph
per module: the public symbols with their declarations, doc comments and relationships.
"""
import glob, json, os, re, subprocess, sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
# The modules a package depending on EmojiDay can import: the products' modules, and EmojiDayICU, which
# EmojiDayKit re-exports for its one public type (`LocaleError`, what `EmojiDayError.invalidLocale` carries);
# the rest of EmojiDayICU is package-only.
MODULES = ["EmojiDayKit", "EmojiDayThemes", "EmojiDayICU"]


def dump():
    """Writes the symbol graphs and returns their folder."""
    # dump-symbol-graph loads every module of the package, the test modules included, so they must be built.
    build = subprocess.run(
        ["swift", "build", "--build-tests"], cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    if build.returncode != 0:
        sys.stderr.write(build.stdout)
        sys.exit(f"error: swift build --build-tests failed (exit {build.returncode})")
    run = subprocess.run(
        ["swift", "package", "dump-symbol-graph", "--skip-synthesized-members"],
        cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    if run.returncode != 0:
        sys.stderr.write(run.stdout)
        sys.exit(f"error: swift package dump-symbol-graph failed (exit {run.returncode})")
    match = re.search(r"Files written to (.+)", run.stdout)
    folder = match.group(1).strip() if match else None
    if not folder or not os.path.isdir(folder):
        sys.exit("error: swift package dump-symbol-graph did not say where it wrote the symbol graphs")
    return folder


def graphs(folder, module):
    """The module's graph and its extension graphs (`Module@Other.symbols.json`), parsed."""
    paths = [os.path.join(folder, f"{module}.symbols.json")]
    paths += sorted(glob.glob(os.path.join(folder, f"{module}@*.symbols.json")))
    return [json.load(open(path, encoding="utf-8")) for path in paths if os.path.exists(path)]


def own_symbols(graph):
    """The graph's symbols that the module declares (no synthesized or inherited members)."""
    return [s for s in graph["symbols"] if "::SYNTHESIZED::" not in s["identifier"]["precise"]]


def path(symbol):
    return ".".join(symbol["pathComponents"])


def declaration(symbol):
    return "".join(fragment["spelling"] for fragment in symbol.get("declarationFragments", []))


def location(symbol):
    """`Sources/…/File.swift:line` where the symbol is declared, for messages editors can follow."""
    place = symbol.get("location") or {}
    uri = place.get("uri", "")
    file = os.path.relpath(uri.removeprefix("file://"), ROOT) if uri else "?"
    return f"{file}:{place.get('position', {}).get('line', 0) + 1}"


def undocumented(folder, module):
    """`(location, path)` of the module's public symbols without a doc comment of their own or inherited
    from a protocol requirement."""
    missing = set()
    for graph in graphs(folder, module):
        for symbol in own_symbols(graph):
            lines = (symbol.get("docComment") or {}).get("lines", [])
            if not any(line["text"].strip() for line in lines):
                missing.add((location(symbol), path(symbol)))
    return sorted(missing)


def incomplete(folder, module):
    """`(location, path, what is missing)` for the module's functions, initializers and subscripts whose own doc comment
    leaves out a parameter, what it returns or what it throws (inherited comments are the requirement's)."""
    problems = {}
    for graph in graphs(folder, module):
        for symbol in own_symbols(graph):
            comment = symbol.get("docComment") or {}
            signature = symbol.get("functionSignature")
            if not signature or not comment or comment.get("module", module) != module:
                continue
            text = "\n".join(line["text"] for line in comment.get("lines", []))
            missing = []
            for parameter in signature.get("parameters", []):
                name = parameter.get("internalName", parameter["name"])
                if not re.search(rf"^\s*- (Parameter )?{re.escape(name)}:", text, re.M):
                    missing.append(f"- Parameter {name}:")
            returns = "".join(fragment["spelling"] for fragment in signature.get("returns", []))
            kind = symbol["kind"]["identifier"]
            if returns not in ("", "()", "Void") and kind != "swift.init" and "- Returns:" not in text:
                missing.append("- Returns:")
            if re.search(r"\bthrows\b", declaration(symbol)) and "- Throws:" not in text:
                missing.append("- Throws:")
            if missing:
                problems[path(symbol)] = (location(symbol), ", ".join(missing))
    return sorted((place, name, what) for name, (place, what) in problems.items())
