"""Where the shared fixtures are: ``../shared/fixtures`` beside the checkout (CI lays a
copy there). Imported by test modules that need the paths at collection time."""

from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
FIXTURES = REPO.parent / "shared" / "fixtures"
SAT = FIXTURES / "sat"
