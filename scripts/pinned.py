"""The pinned Python oracles of scripts/requirements.txt, for the check scripts: `use("ephem", "holidays")`
installs each module's package at its pinned version into .build/python/<package>-<version> when it is not
there yet, and puts that folder first on sys.path, so the import that follows gets exactly that version."""
import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.realpath(__file__)))
REQUIREMENTS = os.path.join(ROOT, "scripts", "requirements.txt")


def pins():
    """{module: "package==version"} from scripts/requirements.txt."""
    found = {}
    with open(REQUIREMENTS) as f:
        for line in f:
            requirement, _, comment = line.partition("#")
            requirement = requirement.strip()
            if not requirement:
                continue
            module = requirement.split("==")[0].replace("-", "_")
            if "imports as" in comment:
                module = comment.split("imports as", 1)[1].strip()
            found[module] = requirement
    return found


def use(*modules):
    """Makes each module importable at its pinned version (installing it once under .build/python)."""
    known = pins()
    for module in modules:
        if module not in known:
            sys.exit(f"{module} is not pinned in scripts/requirements.txt")
        requirement = known[module]
        target = os.path.join(ROOT, ".build", "python", requirement.replace("==", "-"))
        if not os.path.isdir(os.path.join(target, module)) and not os.path.isfile(os.path.join(target, module + ".py")):
            subprocess.run([sys.executable, "-m", "pip", "install", "-q", "--disable-pip-version-check",
                            "--target", target, requirement], check=True)
        sys.path.insert(0, target)
