"""The words discovery knows beyond the catalog's own texts, kept as data.

- ``NOTATIONS``: formulas a task may write instead of words, each with what it says (a regular
  expression over the lower-cased query -> its reading in words, read before everything else; the
  first that matches a span replaces it). Only shapes that name one problem: ``g^x = h`` (an unknown
  exponent) asks for a discrete logarithm, ``a^d = 1`` for a multiplicative order, ``x^2 - D y^2 = 1``
  is Pell's equation; ``x^2 + y^2`` alone is any polynomial and is not read.
- ``STOPWORDS``: function words, never query terms.
- ``GENERIC``: words that say what to do, not what about ("compute", "check", "solve"): they rank,
  at half weight, but never make a match ``STRONG``.
- ``PHRASES``: several words that mean one thing, read before the words themselves ("no model"
  -> unsatisfiable, "null space" -> nullspace); the phrase becomes one term (none for a phrase
  mapped to nothing, such as "of the form"). A hyphenated catalog word ("primality-certificate")
  matches only where all its parts occur in one field.
- ``SYNONYMS``: a word that should also find the catalog's word for it (irreducible -> factor,
  colouring -> chromatic); the word keeps matching as itself too.
- ``TOPICS``: the subjects of mathematics a task may be about (eigenvalues, Galois groups,
  differential equations...). A query naming one makes only an operation that matches it in its
  id, title or tags ``STRONG``: an operation about matrices is not a strong answer to a question
  about eigenvalues. A family that serves a topic lists it in its tags and is then found by it.

Keys are lower-case; phrases are written with single spaces and matched on word boundaries after
punctuation is read as a space (so "bit-vector" is the phrase "bit vector").
"""

from __future__ import annotations

_EQUALS = r"\s*(?:=|≡|\bis\b|\bequals\b)\s*"
_UNKNOWN_POWER = r"\b[a-z0-9]+\s*\^\s*\(?[a-z]\)?"  # g^x, 3^k, a^(d): a letter in the exponent
_CONGRUENCE = r"\b[a-z]\s*(?:=|≡)\s*-?\w+\s*\(?\s*(?:mod|modulo)\s+\w+\s*\)?"  # x = 2 (mod 3)
_THUE_POWER = r"\b(?P<a>[a-z])\s*\^\s*(?:[3-9]|1\d)\b"  # the first variable of a form, to a power 3..19
_SPECTRAL = r"(?:x|t|s|lambda|λ)\s*\*?\s*i"  # x I, lambda*I: a variable times the identity
_POLY_SIDE = r"(?:(?![a-z]{2})[0-9a-z+\-*^/(). ])+"  # one letter per unknown: no word fits
_EQUATION = _POLY_SIDE + "=" + _POLY_SIDE

NOTATIONS: tuple[tuple[str, str], ...] = (
    (r"\ba\s*\*?\s*[a-z]\s*=\s*0(?![./]?\d)", "null space"),  # A v = 0: the homogeneous system
    (r"\ba\s*\*?\s*x\s*=\s*b\b", "linear system"),  # A x = b
    (_CONGRUENCE + r"(?:\s*(?:,|;|and)?\s*" + _CONGRUENCE + ")+", "system of congruences"),  # two or more
    (r"\bq\s*\(\s*sqrt\s*\(\s*-\s*\w+\s*\)\s*\)", "imaginary quadratic field"),  # Q(sqrt(-23))
    (r"\bq\s*\(\s*sqrt\s*\(\s*\w+\s*\)\s*\)", "real quadratic field"),  # Q(sqrt(10))
    (_UNKNOWN_POWER + _EQUALS + r"1\b(?![./]\d)", "multiplicative order"),  # a^d = 1: the least such d
    (_UNKNOWN_POWER + _EQUALS + r"0\b(?![./]\d)", "nilpotent matrix"),  # A^k = 0: no unit is ever 0
    (_UNKNOWN_POWER + _EQUALS + r"[a-z0-9]+", "discrete logarithm"),  # 3^x = 13, g^x = h
    (r"\bdet\s*\(\s*(?:" + _SPECTRAL + r"\s*-\s*a|a\s*-\s*" + _SPECTRAL + r")\s*\)", "characteristic polynomial"),
    (r"\bres\s*\(", "resultant ("),  # Res(f, g)
    (r"\bdisc\s*\(", "discriminant ("),  # disc(f)
    (r"\bh\s*\(\s*-?\s*d\s*\)", "class number"),  # h(D), h(-d): the class number's own notation
    (r"\b(?:is|whether)\s+[nmk]\s+square\s*-?\s*free\b", "is the integer squarefree"),  # n names an integer
    (r"\bx\s*\^\s*2\s*-\s*(?:\d+|[a-z])\s*\*?\s*y\s*\^\s*2" + _EQUALS + r"[+-]?\s*1\b", "pell equation"),
    (r"\ba\s*\^\s*2\s*\+\s*b\s*\^\s*2\s*\+\s*c\s*\^\s*2\s*\+\s*d\s*\^\s*2\b", "sum of four squares"),
    (r"\ba\s*\^\s*2\s*\+\s*b\s*\^\s*2\b(?!\s*\+)", "sum of two squares"),  # a^2 + b^2 = n
    (r"\b\d+\s*\*?\s*x\s*[+-]\s*\d+\s*\*?\s*y\s*=", "linear diophantine equation"),  # 240x + 46y = ...
    (r"\bz\s*\^\s*(?:\d+|n)\s*(?:/|\bmodulo\b|\bmod\b)", "cokernel of"),  # Z^3 / rows, Z^3 modulo the rows
    (r"\b[a-z]\s*\^\s*3\s*[+-]\s*[a-z]\s*\^\s*3\b", "sum of cubes"),  # x^3 + y^3 (+ z^3): no operation's subject
    # sum of 1/n^3, series 1/k^2: a zeta value (no operation's subject), not a finite hypergeometric sum
    (r"\b(?:sum|series)\s+(?:of\s+|over\s+[a-z]\s+of\s+)?1\s*/\s*[a-z]\s*\^\s*(?:\d+|[a-z])\b", "zeta value"),
    # F(x, y) = m with two variables to a power >= 3 (x^3 - 2y^3 = 1, x^3 - 3xy^2 - y^3 = 1): a Thue equation;
    # one variable (x^5 - x^3 = 1) is a polynomial's, and x^3 + y^3 (+ z^3) was read as cubes just above
    (_THUE_POWER + r"[^=]*?(?!(?P=a))[a-z]\s*\^\s*(?:[3-9]|1\d)" + _EQUALS + r"-?\s*\d", "thue equation"),
    (r"\bp\s*\(\s*\d+\s*\)", "integer partitions"),  # p(100): the partition function at a number
    (r"\bp\s*_\s*\{?\s*(?:n|\d+)\s*\}?(?![a-z0-9])", "n-th prime"),  # p_n, p_{1000}: the n-th prime
    (r"\br\s*\(\s*\d+\s*(?:,\s*\d+\s*)+\)", "ramsey number"),  # R(3,3), R(3,3,3)
    (r"\bw\s*\(\s*\d+\s*,\s*\d+\s*\)", "van der waerden number"),  # W(2,3)
    # two or more equations, one with a power of an unknown: x^2+y^2=1, x-y=0 is a polynomial system
    (rf"(?<![a-z])(?=[^,;=]*\^){_EQUATION}\s*[,;]\s*(?:and\s+)?{_EQUATION}", "polynomial system"),
)

STOPWORDS = frozenset(
    """a an the of for to in on at by with and or not nor is are was were be been being am it its this
    that these those there here then than so such i me my mine we our us you your he she they them
    their his her do does did doing done can could should would will shall may might must please want
    wants need needs how what which who whom whose whether if else from into onto about via as over
    under above below between up down out off all every each some any many much more most less few
    other another same very just also only even too again still yet both either neither per like get
    got let lets make makes made way ways thing things one two three four five six seven eight nine ten
    i'm it's don't doesn't isn't there's know tell say said go goes going have has had having way
    where when why while after before during since until within without whatever whichever cannot
    somebody someone something anything everything nothing no yes ok okay hi hello thanks thank but
    along now once next instead though although however because therefore thus hence really actually
    maybe perhaps good""".split()
)

GENERIC = frozenset(
    """compute computes computing computed calculate calculates calculating calculation determine determines
    find finds finding obtain give gives show shows showing decide decides deciding check checks checking
    checked verify verifies verifying verified validate validates validating confirm confirms
    solve solves solving solved solution solutions run runs running number numbers value values
    problem problems question questions result results answer answers instance instances input inputs
    output outputs given using use uses used help small large big exact exactly certain specific
    particular following quickly fast efficient efficiently possible need needed prove proves proved
    proving proven work works working try tries trying give get take takes search searches searching
    look looking claimed solver solvers satisfy satisfies satisfied hold holds""".split()
)

PHRASES: dict[str, tuple[str, ...]] = {
    # what a task says -> the catalog's words for it
    "no model": ("unsatisfiable",),
    "no models": ("unsatisfiable",),
    "no satisfying assignment": ("unsatisfiable",),
    "no solution": ("unsatisfiable", "inconsistent", "infeasible"),
    "no solutions": ("unsatisfiable", "inconsistent", "infeasible"),
    "all solutions": ("all-solutions", "enumerate"),
    "all models": ("all-solutions", "enumerate"),
    "every model": ("all-solutions", "enumerate"),
    "every solution": ("all-solutions", "enumerate"),
    "how many": ("count",),
    "up to isomorphism": ("nonisomorphic", "isomorphism-types"),
    "null space": ("nullspace",),
    "homogeneous system": ("nullspace",),
    "homogeneous linear system": ("nullspace",),
    "decimal expansion": ("multiplicative-order",),  # the period of 1/p's is the order of 10 mod p
    "decimal period": ("multiplicative-order",),
    "multiplication table": ("operation-table",),
    "cayley table": ("operation-table",),
    "operation table": ("operation-table",),
    "binary operation": ("magma",),
    "linear program": ("linear-programming",),
    "linear programs": ("linear-programming",),
    "linear programming": ("linear-programming",),
    "integer program": ("integer-programming",),
    "integer programs": ("integer-programming",),
    "integer programming": ("integer-programming",),
    "integer linear program": ("integer-programming",),
    "mixed integer": ("mixed-integer-programming",),
    "unsat core": ("unsat-core",),
    "unsatisfiable core": ("unsat-core",),
    "bit vector": ("bitvector",),
    "bit vectors": ("bitvector",),
    "for all": ("quantifiers",),
    "how far": ("progress",),
    "satisfying assignment": ("model",),
    "satisfying assignments": ("model",),
    "proof assistant": ("proof-assistant",),
    "small groups": ("small-groups",),
    "invariant factors": ("invariant-factors",),
    "prime factors": ("factor",),
    "prime factorization": ("factorization",),
    "prime factorisation": ("factorization",),
    "break into": ("split",),
    "depends on": ("assumptions",),  # what a proof depends on: its axioms and holes
    "depend on": ("assumptions",),
    "of the form": (),
    "edge list": (),  # how a graph is given, not what is asked about it (edges: an edge colouring)
    "edge lists": (),
    "list of edges": (),
    "given by edges": (),
    "given by its edges": (),
    "given by its edge list": (),
    "subject to": ("constraints",),
    "cross check": ("verify",),
    "primality proof": ("primality-certificate",),
    "proof of primality": ("primality-certificate",),
    "look for": ("search",),
    "looking for": ("search",),
    "search for": ("search",),
    "smt lib": ("smt",),
    "real arithmetic": ("smt",),
    "integer arithmetic": ("smt",),
    "linear arithmetic": ("smt",),
    "nonlinear arithmetic": ("smt",),
    "nonlinear real arithmetic": ("smt",),
    "nonlinear integer arithmetic": ("smt",),
    "on every": ("batch",),
    "on each": ("batch",),
    "for each": ("batch",),
    "one at a time": ("subgoals",),
    "two squares": ("two-squares",),
    "four squares": ("four-squares",),
    "integer solution": ("integer-solutions", "diophantine"),
    "integer solutions": ("integer-solutions", "diophantine"),
    "h colouring": ("h-colouring",),
    "h coloring": ("h-colouring",),
    "every vertex once": ("hamiltonian",),
    "every vertex exactly once": ("hamiltonian",),
    "each vertex exactly once": ("hamiltonian",),
    "all vertices exactly once": ("hamiltonian",),
    "visiting every vertex": ("hamiltonian",),
    "visiting all vertices": ("hamiltonian",),
    "through every vertex": ("hamiltonian",),
    "through all vertices": ("hamiltonian",),
    "knight s tour": ("hamiltonian",),
    "knights tour": ("hamiltonian",),
    "knight tour": ("hamiltonian",),
    "up to rotation": ("orbits",),
    "up to rotations": ("orbits",),
    "up to reflection": ("orbits",),
    "up to symmetry": ("orbits",),
    "no two adjacent": ("independent-set",),
    "linearly independent": ("rank", "nullspace"),
    "linearly dependent": ("rank", "nullspace"),
    "linear independence": ("rank", "nullspace"),
    "linear dependence": ("rank", "nullspace"),
    "order of the multiplicative group": ("totient",),
    "order of the unit group": ("totient",),
    "size of the multiplicative group": ("totient",),
    # subjects no shipped operation is about (see TOPICS)
    "singular value": ("singular-value-decomposition",),
    "singular values": ("singular-value-decomposition",),
    "character table": ("character-table",),
    "differential equation": ("differential-equation",),
    "differential equations": ("differential-equation",),
    "heat equation": ("differential-equation",),
    "wave equation": ("differential-equation",),
    "power series": ("series",),
    "shortest path": ("shortest-path",),
    "shortest paths": ("shortest-path",),
    "spanning tree": ("spanning-tree",),
    "minimum spanning tree": ("minimum-spanning-tree",),
    "minimum spanning trees": ("minimum-spanning-tree",),
    "minimal spanning tree": ("minimum-spanning-tree",),
    "maximum flow": ("max-flow", "network-flow"),
    "max flow": ("max-flow", "network-flow"),
    "convex hull": ("convex-hull",),
    "continued fraction": ("continued-fraction",),
    "discrete logarithm": ("discrete-logarithm",),
    "discrete log": ("discrete-logarithm",),
    "class number": ("class-number",),
    "class group": ("class-group",),
    "chromatic polynomial": ("chromatic-polynomial",),
    "longest path": ("longest-path",),
    "weighted graph": ("weighted-graph",),
    "weighted graphs": ("weighted-graph",),
    "minimal polynomial": ("minimal-polynomial",),
    "characteristic polynomial": ("characteristic-polynomial",),
    "count the primes": ("prime-counting",),
    "number of primes": ("prime-counting",),
    "primes below": ("prime-counting",),
    "primes up to": ("prime-counting",),
    "integer partition": ("partitions",),
    "integer partitions": ("partitions",),
    "random graph": ("random-graph",),
    "random graphs": ("random-graph",),
    "elliptic curve": ("elliptic-curve",),
    "elliptic curves": ("elliptic-curve",),
    "modular form": ("modular-form",),
    "modular forms": ("modular-form",),
    "lie algebra": ("lie-algebra",),
    "lie algebras": ("lie-algebra",),
    "sum of cubes": ("sum-of-cubes",),
    "homotopy group": ("homotopy",),
    "homotopy groups": ("homotopy",),
    "numerical integration": ("integral",),
    "root finding": ("root-finding",),
    "numerical roots": ("real-roots", "root-finding"),  # of a polynomial: its real roots to any precision
    "jordan block": ("jordan-block",),  # the minimal polynomial's exponents are the largest blocks' sizes
    "jordan blocks": ("jordan-block",),
    "jordan form": ("jordan-normal-form",),
    "jordan normal form": ("jordan-normal-form",),
    "jordan canonical form": ("jordan-normal-form",),
    "same function": ("equal",),  # two expressions that are the same function: expression.equal
    "same rational function": ("equal",),
    "same expression": ("equal",),
    "algebraic number": ("algebraic-number",),
    "algebraic numbers": ("algebraic-number",),
    "travelling salesman": ("travelling-salesman",),
    "traveling salesman": ("travelling-salesman",),
}

SYNONYMS: dict[str, tuple[str, ...]] = {
    "irreducible": ("factor",),
    "irreducibility": ("factor",),
    "reducible": ("factor",),
    "factorise": ("factor",),
    "factorize": ("factor",),
    "colouring": ("chromatic",),
    "coloring": ("chromatic", "colouring"),
    "colour": ("chromatic", "colouring"),
    "color": ("chromatic", "colouring"),
    "colours": ("chromatic", "colouring"),
    "colors": ("chromatic", "colouring"),
    "colourable": ("chromatic", "k-colourable"),
    "colorable": ("chromatic", "k-colourable"),
    "coloured": ("chromatic", "colouring"),
    "colored": ("chromatic", "colouring"),
    "kernel": ("nullspace",),
    "det": ("determinant",),
    "invert": ("inverse",),
    "invertible": ("inverse",),
    "inversion": ("inverse",),
    "rationals": ("rational", "qq"),
    "rational": ("qq",),
    "mod": ("gf",),
    "modulo": ("gf",),
    "associativity": ("law",),
    "associative": ("law",),
    "commutativity": ("law",),
    "commutative": ("law",),
    "idempotent": ("law",),
    "idempotence": ("law",),
    "distributive": ("law",),
    "distributivity": ("law",),
    "identities": ("identity",),
    "quasigroup": ("magma",),
    "groupoid": ("magma",),
    "rocq": ("coq",),
    "typecheck": ("check",),
    "typechecks": ("check",),
    "elaborate": ("check",),
    "compile": ("check",),
    "propext": ("axioms",),
    "choice": ("axioms",),
    "grobner": ("groebner",),
    "gröbner": ("groebner",),
    "automorphisms": ("automorphism",),
    "symmetries": ("symmetry", "automorphism"),
    "isomorphic": ("isomorphism",),
    "isomorphism": ("isomorphic",),
    "relabelling": ("isomorphism",),
    "relabeling": ("isomorphism",),
    "nonisomorphic": ("isomorphism-classes",),
    "unlabelled": ("nonisomorphic",),
    "unsat": ("unsatisfiable",),
    "unlabeled": ("nonisomorphic", "unlabelled"),
    "nonabelian": ("abelian",),
    "numerical": ("numerics",),
    "numerically": ("numerics",),
    "mersenne": ("prime",),
    "semiprime": ("factor",),
    "maximize": ("optimization", "maximize"),
    "maximise": ("optimization", "maximize"),
    "minimize": ("optimization", "minimize"),
    "minimise": ("optimization", "minimize"),
    "vertex": ("vertices",),
    "vertices": ("vertex",),
    "matrices": ("matrix",),
    "overflow": ("bitvector",),
    "refute": ("refutation",),
    "conclusion": ("consequent",),
    "hypotheses": ("hypothesis",),
    "subgoal": ("subgoals",),
    "conjunct": ("conjuncts",),
    "clause": ("cnf",),
    "clauses": ("cnf",),
    "decomposed": ("decompose",),
    "pieces": ("parts",),
    "claimed": ("check",),
    "check": ("verify",),
    "validate": ("verify",),
    "confirm": ("verify",),
    "certified": ("certificate",),
    "certify": ("certificate",),
    "certifies": ("certificate",),
    "start": ("begin",),
    "launch": ("start",),
    "send": ("append",),
    "sweep": ("experiment",),
    "batch": ("experiment",),
    "build": ("construct",),
    "reuse": ("artifact",),
    "break": ("split", "decompose"),
    "counterexample": ("countermodel",),
    "disconnect": ("connectivity",),
    "chi": ("chromatic",),
    "certificate": ("certified",),
    "certificates": ("certified",),
    "touching": ("cover",),
    "entail": ("entailment",),
    "divides": ("divisor",),
    "dividing": ("divisor",),
    "entails": ("entailment",),
    "cokernel": ("invariant-factors", "smith"),  # Z^n modulo a matrix's rows: its Smith form says which group
    "solver": ("solve",),  # "run a SAT solver": decide the formula
    "arc": ("network",),  # arcs are a directed network's
    "arcs": ("network",),
    "disconnects": ("connectivity", "cut"),
}

TOPICS = frozenset(
    """eigenvalue eigenvalues eigenvector eigenvectors eigenspace singular-value-decomposition svd
    galois character-table representation representations differential-equation ode odes pde pdes
    integral integrals integrate integration antiderivative derivative derivatives differentiate
    differentiation limit limits series taylor laurent fourier laplace wavelet convolution
    regression statistics statistical probability probabilities expectation variance distribution
    plot plotting visualize visualise mandelbrot fractal partitions homotopy knot knots braid jones
    manifold topology topological class-number genus elliptic-curve modular-form zeta riemann
    lie-algebra lyapunov chaos chaotic dynamical runge kutta root-finding newton convex-hull voronoi
    triangulation shortest-path spanning-tree network-flow dijkstra travelling-salesman
    continued-fraction discrete-logarithm prime-counting minimal-polynomial characteristic-polynomial
    class-group chromatic-polynomial longest-path weighted-graph minimum-spanning-tree
    random-graph erdos renyi simulation monte carlo trigonometric simplify simplification
    symbolic jordan jordan-normal-form algebraic-number sum-of-cubes""".split()
)
