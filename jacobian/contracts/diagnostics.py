"""Diagnostic stages and codes: closed enums, defined once, documented here.

``docs/diagnostics.md`` is generated from :data:`CODE_DOCS` by
``jacobian docs diagnostics`` (a test checks it is current). Every code belongs
to one stage and says what the user should do about it.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, NamedTuple

from pydantic import Field

from .base import Portable
from .enums import Severity, StrEnum
from .toolnames import in_text


class Stage(StrEnum):
    """Where something happened: the run's stages, then the runtime's."""

    RESOLVE = "RESOLVE"
    POLICY = "POLICY"
    MODE = "MODE"
    VALIDATE = "VALIDATE"
    READINESS = "READINESS"
    PLAN = "PLAN"
    SUPERVISE = "SUPERVISE"
    INTERPRET = "INTERPRET"
    VERIFY = "VERIFY"
    RESULT = "RESULT"
    MANIFEST = "MANIFEST"
    PROBE = "PROBE"
    CATALOG = "CATALOG"
    STORAGE = "STORAGE"
    REASONING = "REASONING"
    PROTOCOL = "PROTOCOL"
    DISCOVERY = "DISCOVERY"


class Code(StrEnum):
    # resolve / policy / mode / validate
    UNKNOWN_CAPABILITY = "UNKNOWN_CAPABILITY"
    CAPABILITY_POLICY_DENIED = "CAPABILITY_POLICY_DENIED"
    POLICY_INVALID = "POLICY_INVALID"
    UNSUPPORTED_MODE = "UNSUPPORTED_MODE"
    INVALID_REQUEST = "INVALID_REQUEST"
    PAYLOAD_TOO_LARGE = "PAYLOAD_TOO_LARGE"
    # validate: claim structures (providers/claim)
    CLAIM_TOO_MANY_NODES = "CLAIM_TOO_MANY_NODES"
    CLAIM_TOO_DEEP = "CLAIM_TOO_DEEP"
    CLAIM_DUPLICATE_NODE_ID = "CLAIM_DUPLICATE_NODE_ID"
    CLAIM_UNKNOWN_NODE_ID = "CLAIM_UNKNOWN_NODE_ID"
    CLAIM_ARITY_MISMATCH = "CLAIM_ARITY_MISMATCH"
    CLAIM_CYCLE = "CLAIM_CYCLE"
    CLAIM_SHARED_NODE = "CLAIM_SHARED_NODE"
    CLAIM_UNREACHABLE_NODE = "CLAIM_UNREACHABLE_NODE"
    CLAIM_KIND_UNREGISTERED = "CLAIM_KIND_UNREGISTERED"
    UNSUPPORTED_TOP_LEVEL_CONNECTIVE = "UNSUPPORTED_TOP_LEVEL_CONNECTIVE"
    # readiness
    PROVIDER_UNAVAILABLE = "PROVIDER_UNAVAILABLE"
    PROVIDER_IDENTITY_CHANGED = "PROVIDER_IDENTITY_CHANGED"
    # plan / supervise
    SANDBOX_LAYER_UNAVAILABLE = "SANDBOX_LAYER_UNAVAILABLE"
    CONCURRENCY_WAIT_TIMEOUT = "CONCURRENCY_WAIT_TIMEOUT"
    TENANT_CONCURRENCY_LIMIT = "TENANT_CONCURRENCY_LIMIT"
    TENANT_RATE_LIMITED = "TENANT_RATE_LIMITED"
    START_FAILED = "START_FAILED"
    WALL_TIMEOUT = "WALL_TIMEOUT"
    CPU_LIMIT = "CPU_LIMIT"
    MEMORY_LIMIT = "MEMORY_LIMIT"
    OUTPUT_LIMIT = "OUTPUT_LIMIT"
    FILE_SIZE_LIMIT = "FILE_SIZE_LIMIT"
    PROCESS_LIMIT = "PROCESS_LIMIT"
    CANCELLED = "CANCELLED"
    PROCESS_SIGNALED = "PROCESS_SIGNALED"
    WORKER_PROTOCOL_ERROR = "WORKER_PROTOCOL_ERROR"
    WORKER_EVENT = "WORKER_EVENT"
    # interpret
    BACKEND_ERROR = "BACKEND_ERROR"
    BACKEND_INPUT_ERROR = "BACKEND_INPUT_ERROR"
    BUDGET_EXHAUSTED = "BUDGET_EXHAUSTED"
    SOLVER_INCOMPLETE = "SOLVER_INCOMPLETE"
    SYSTEM_COMPLETENESS_UNPROVEN = "SYSTEM_COMPLETENESS_UNPROVEN"
    OUTPUT_RETAINED_AS_ARTIFACT = "OUTPUT_RETAINED_AS_ARTIFACT"
    # verify
    CHECKER_UNAVAILABLE = "CHECKER_UNAVAILABLE"
    CHECKER_NOT_AUTHORIZED = "CHECKER_NOT_AUTHORIZED"
    CHECKER_NOT_INDEPENDENT = "CHECKER_NOT_INDEPENDENT"
    CHECKER_REJECTED = "CHECKER_REJECTED"
    CHECKER_FAILED = "CHECKER_FAILED"
    VERIFICATION_GATE_REFUSED = "VERIFICATION_GATE_REFUSED"
    NO_EVIDENCE = "NO_EVIDENCE"
    PROOF_NOT_KEPT = "PROOF_NOT_KEPT"
    # result
    PICTURE_MISSING = "PICTURE_MISSING"
    EXPRESSION_EQUALITY_UNCHECKED = "EXPRESSION_EQUALITY_UNCHECKED"
    # storage
    ARTIFACT_NOT_FOUND = "ARTIFACT_NOT_FOUND"
    ARTIFACT_CORRUPT = "ARTIFACT_CORRUPT"
    ARTIFACT_QUOTA_EXCEEDED = "ARTIFACT_QUOTA_EXCEEDED"
    ARTIFACT_SCHEMA_FORBIDDEN = "ARTIFACT_SCHEMA_FORBIDDEN"
    ARTIFACT_SCHEMA_UNKNOWN = "ARTIFACT_SCHEMA_UNKNOWN"
    STORAGE_ERROR = "STORAGE_ERROR"
    RETENTION_FAILED = "RETENTION_FAILED"
    UPLOAD_UNKNOWN = "UPLOAD_UNKNOWN"
    UPLOAD_OFFSET_MISMATCH = "UPLOAD_OFFSET_MISMATCH"
    UPLOAD_SIZE_MISMATCH = "UPLOAD_SIZE_MISMATCH"
    UPLOAD_DIGEST_MISMATCH = "UPLOAD_DIGEST_MISMATCH"
    LOCAL_IMPORT_DISABLED = "LOCAL_IMPORT_DISABLED"
    LOCAL_IMPORT_REFUSED = "LOCAL_IMPORT_REFUSED"
    STATE_LOCKED = "STATE_LOCKED"
    # manifests / probes / catalog
    MANIFEST_YAML_ERROR = "MANIFEST_YAML_ERROR"
    MANIFEST_INVALID = "MANIFEST_INVALID"
    MANIFEST_DUPLICATE = "MANIFEST_DUPLICATE"
    EXECUTABLE_NOT_FOUND = "EXECUTABLE_NOT_FOUND"
    PROBE_FAILED = "PROBE_FAILED"
    PROBE_TIMEOUT = "PROBE_TIMEOUT"
    PROBE_OUTPUT_MISMATCH = "PROBE_OUTPUT_MISMATCH"
    DIGEST_MISMATCH = "DIGEST_MISMATCH"
    DESCRIPTOR_REJECTED = "DESCRIPTOR_REJECTED"
    # reasoning log
    REASONING_RUN_UNKNOWN = "REASONING_RUN_UNKNOWN"
    REASONING_CALL_UNBOUND = "REASONING_CALL_UNBOUND"
    REASONING_CALL_REUSED = "REASONING_CALL_REUSED"
    REASONING_CALL_MISMATCH = "REASONING_CALL_MISMATCH"
    REASONING_OUT_OF_ORDER = "REASONING_OUT_OF_ORDER"
    REASONING_CYCLE_LIMIT = "REASONING_CYCLE_LIMIT"
    REASONING_SUMMARY_TOO_LONG = "REASONING_SUMMARY_TOO_LONG"
    REASONING_RUN_CLOSED = "REASONING_RUN_CLOSED"
    REASONING_REPORT_MISMATCH = "REASONING_REPORT_MISMATCH"
    # discovery
    STALE_CURSOR = "STALE_CURSOR"
    NO_ROUTE = "NO_ROUTE"
    # anything else
    INTERNAL_ERROR = "INTERNAL_ERROR"
    # the stdio relay and its runtime daemon
    RUNTIME_DAEMON_UNAVAILABLE = "RUNTIME_DAEMON_UNAVAILABLE"
    RUNTIME_DAEMON_LOST = "RUNTIME_DAEMON_LOST"
    RUNTIME_DAEMON_MISMATCH = "RUNTIME_DAEMON_MISMATCH"
    # experiment executors
    EXECUTOR_UNAVAILABLE = "EXECUTOR_UNAVAILABLE"
    EXECUTOR_LOST = "EXECUTOR_LOST"
    EXPERIMENTS_UNAVAILABLE = "EXPERIMENTS_UNAVAILABLE"


class CodeDoc(NamedTuple):
    stage: Stage
    meaning: str
    action: str


CODE_DOCS: dict[Code, CodeDoc] = {
    Code.UNKNOWN_CAPABILITY: CodeDoc(
        Stage.RESOLVE,
        "No installed capability has this id.",
        "Call math.find to discover the installed operations and use an id it returns.",
    ),
    Code.CAPABILITY_POLICY_DENIED: CodeDoc(
        Stage.POLICY,
        "The operator's policy hides or forbids this capability or mode.",
        "Use another capability; the operator can change the policy.",
    ),
    Code.POLICY_INVALID: CodeDoc(
        Stage.POLICY,
        "The operator policy file is not valid YAML or does not match the policy schema; file, line and field are "
        "given.",
        "Fix the policy file at the line given; the server does not start with an invalid policy.",
    ),
    Code.UNSUPPORTED_MODE: CodeDoc(
        Stage.MODE,
        "The capability does not offer the requested mode (for VERIFY: no authorized checker).",
        "Run in a mode listed by the capability's card, or ask the operator to authorize a checker.",
    ),
    Code.INVALID_REQUEST: CodeDoc(
        Stage.VALIDATE,
        "The payload does not match the capability's input contract. `path` names the (first) field; the "
        "message lists every problem with its JSON path and, where a mistake is likely, the fix (also in `hint`).",
        "Fix the field named by `path`; the CONTRACT view of math.find gives the exact schema.",
    ),
    Code.PAYLOAD_TOO_LARGE: CodeDoc(
        Stage.VALIDATE,
        "The payload exceeds a size bound.",
        "Send a smaller input, or store it as an artifact and reference it.",
    ),
    Code.CLAIM_TOO_MANY_NODES: CodeDoc(
        Stage.VALIDATE,
        "A claim structure has more nodes (or child references) than the bound the message names; nothing was "
        "read further.",
        "Split the statement into smaller claims and store each as its own structure.",
    ),
    Code.CLAIM_TOO_DEEP: CodeDoc(
        Stage.VALIDATE,
        "A claim structure nests deeper than the bound the message names (nodes on one root-to-leaf path); "
        "`path` names the child reference that goes past it.",
        "Flatten the nesting (e.g. one n-ary CONJUNCTION instead of a chain) or state part of it as an ATOM.",
    ),
    Code.CLAIM_DUPLICATE_NODE_ID: CodeDoc(
        Stage.VALIDATE,
        "Two nodes of a claim structure have the same `id`; `path` names the second.",
        "Give every node a unique id.",
    ),
    Code.CLAIM_UNKNOWN_NODE_ID: CodeDoc(
        Stage.VALIDATE,
        "The `root` or a child reference names no node of the structure.",
        "Reference only ids of nodes listed in `nodes`.",
    ),
    Code.CLAIM_ARITY_MISMATCH: CodeDoc(
        Stage.VALIDATE,
        "A node has the wrong number of children for its connective (ATOM 0; NEGATION, QUANTIFIER 1; "
        "IMPLICATION, BICONDITIONAL 2; CONJUNCTION, DISJUNCTION at least 2).",
        "Fix the node's `children` at `path`.",
    ),
    Code.CLAIM_CYCLE: CodeDoc(
        Stage.VALIDATE,
        "A child reference leads back to a node on its own path from the root: the structure is not a tree.",
        "Remove the reference at `path`; a claim is a finite tree.",
    ),
    Code.CLAIM_SHARED_NODE: CodeDoc(
        Stage.VALIDATE,
        "A node is the child of two nodes (or twice of one); each node is one occurrence in the statement.",
        "Copy the shared subtree under new ids, so each node has one parent.",
    ),
    Code.CLAIM_UNREACHABLE_NODE: CodeDoc(
        Stage.VALIDATE,
        "A node is not reachable from the `root`.",
        "Remove the node at `path` or attach it under the root.",
    ),
    Code.CLAIM_KIND_UNREGISTERED: CodeDoc(
        Stage.VALIDATE,
        "The artifact or inline structure is not of a registered claim kind (e.g. a CNF artifact).",
        "Store the claim with artifact.put under jacobian.claim.propositional_structure.v1.",
    ),
    Code.UNSUPPORTED_TOP_LEVEL_CONNECTIVE: CodeDoc(
        Stage.VALIDATE,
        "The claim's root has another connective than the operation decomposes (split: CONJUNCTION; "
        "obligations: IMPLICATION); nothing was decomposed.",
        "Use the operation for the root's connective, or claim.validate to see the structure.",
    ),
    Code.PROVIDER_UNAVAILABLE: CodeDoc(
        Stage.READINESS,
        "The provider that serves this capability is not healthy.",
        "Run `jacobian providers probe` to see why; pick another engine if one is offered.",
    ),
    Code.PROVIDER_IDENTITY_CHANGED: CodeDoc(
        Stage.READINESS,
        "The provider's files changed since its health probe (digest differs).",
        "Re-probe (`jacobian providers probe`) so the new identity is checked, then retry.",
    ),
    Code.SANDBOX_LAYER_UNAVAILABLE: CodeDoc(
        Stage.SUPERVISE,
        "A sandbox layer the manifest requires is not available on this host; the job was refused.",
        "Run `jacobian sandbox check`; make the layer available or mark it best-effort in the manifest.",
    ),
    Code.CONCURRENCY_WAIT_TIMEOUT: CodeDoc(
        Stage.SUPERVISE,
        "No job slot became free within the bounded wait.",
        "Retry later or with fewer concurrent calls.",
    ),
    Code.TENANT_CONCURRENCY_LIMIT: CodeDoc(
        Stage.SUPERVISE,
        "The caller's tenant already has as many math.run calls in progress as the operator allows; "
        "the call was refused at once, nothing was started.",
        "Retry when one of the tenant's running calls has finished.",
    ),
    Code.TENANT_RATE_LIMITED: CodeDoc(
        Stage.SUPERVISE,
        "The caller's tenant made math.run calls faster than the operator's rate allows (a token bucket); "
        "the call was refused at once, nothing was started.",
        "Retry after the number of seconds the message names.",
    ),
    Code.START_FAILED: CodeDoc(
        Stage.SUPERVISE,
        "The job's process could not be started.",
        "Check the provider manifest's executable and `jacobian sandbox check`.",
    ),
    Code.WALL_TIMEOUT: CodeDoc(
        Stage.SUPERVISE,
        "The job ran past its wall-clock budget and was stopped.",
        "Raise `budget.wall_seconds` (within the manifest maximum) or simplify the input.",
    ),
    Code.CPU_LIMIT: CodeDoc(
        Stage.SUPERVISE,
        "The job used its whole CPU-time budget and was stopped.",
        "Raise the CPU budget or simplify the input.",
    ),
    Code.MEMORY_LIMIT: CodeDoc(
        Stage.SUPERVISE,
        "The job exceeded its memory budget and was stopped.",
        "Raise the memory budget (within the manifest maximum) or simplify the input.",
    ),
    Code.OUTPUT_LIMIT: CodeDoc(
        Stage.SUPERVISE,
        "The job printed more than its output cap and was stopped.",
        "Ask for less output (e.g. a smaller limit) or raise the output budget.",
    ),
    Code.FILE_SIZE_LIMIT: CodeDoc(
        Stage.SUPERVISE,
        "A process of the job (the program or any child of it) wrote a file up to its file-size limit; the job "
        "was stopped. The message names the file when the supervisor saw it in the job's directory.",
        "Raise the file-size budget or avoid the large file (e.g. no proof).",
    ),
    Code.PROCESS_LIMIT: CodeDoc(
        Stage.SUPERVISE,
        "The job needed more processes or threads than its process limit allows: a fork or thread was refused "
        "(counted by the pids cgroup; without one, RLIMIT_NPROC, inferred from the job's error output, best "
        "effort) and the job then failed. Its answer, if any, is not used.",
        "Raise the process budget (`max_processes`, within the manifest maximum) or ask the engine for fewer threads.",
    ),
    Code.CANCELLED: CodeDoc(
        Stage.SUPERVISE,
        "The job was cancelled (client cancel, disconnect or shutdown); no process is left.",
        "Nothing to fix; retry if the answer is still needed.",
    ),
    Code.PROCESS_SIGNALED: CodeDoc(
        Stage.SUPERVISE,
        "The backend process died from a signal not caused by a budget.",
        "Report the input to the operator; the backend crashed on it.",
    ),
    Code.WORKER_PROTOCOL_ERROR: CodeDoc(
        Stage.PROTOCOL,
        "A worker wrote a malformed or oversized JSON Lines message, or no final result.",
        "Report to the operator: the worker program is faulty.",
    ),
    Code.WORKER_EVENT: CodeDoc(
        Stage.SUPERVISE,
        "A diagnostic reported by the worker while it ran.",
        "Read the message; it is informational unless its severity is ERROR.",
    ),
    Code.BACKEND_ERROR: CodeDoc(
        Stage.INTERPRET,
        "The backend failed or answered something the adapter cannot interpret.",
        "Report to the operator with the input; try another engine.",
    ),
    Code.BACKEND_INPUT_ERROR: CodeDoc(
        Stage.VALIDATE,
        "The backend rejected the input as malformed (e.g. an SMT-LIB parse error); `path` and the message locate it.",
        "Fix the input at the location given.",
    ),
    Code.BUDGET_EXHAUSTED: CodeDoc(
        Stage.INTERPRET,
        "A solver budget (conflicts, propagations, time) ran out before an answer: conclusion UNKNOWN.",
        "Raise the budget or simplify the input.",
    ),
    Code.SOLVER_INCOMPLETE: CodeDoc(
        Stage.INTERPRET,
        "The solver answered `unknown` for a reason other than a budget (e.g. incomplete theory).",
        "Reformulate (e.g. remove quantifiers) or try another engine.",
    ),
    Code.SYSTEM_COMPLETENESS_UNPROVEN: CodeDoc(
        Stage.INTERPRET,
        "polynomial.system.solve: every listed solution is checked, but no power of f(L) or of some x_i - g_i(L) "
        "up to the worker's limit lies in the ideal, so that no other solution exists rests on Singular's radical "
        "(an obligation; the answer stays COMPUTED).",
        "Add the radical's generators to the system, or check the count of solutions another way.",
    ),
    Code.OUTPUT_RETAINED_AS_ARTIFACT: CodeDoc(
        Stage.RESULT,
        "The output was too large to inline and was stored as an artifact.",
        "Read the artifact URI given in `artifact_uris`.",
    ),
    Code.CHECKER_UNAVAILABLE: CodeDoc(
        Stage.VERIFY,
        "No installed checker accepts this claim and evidence format.",
        "Run in EXPLORE mode, or install a checker for this format.",
    ),
    Code.CHECKER_NOT_AUTHORIZED: CodeDoc(
        Stage.VERIFY,
        "A checker exists but the operator has not authorized its current digest.",
        "The operator runs `jacobian checkers authorize ID` after reviewing it.",
    ),
    Code.CHECKER_NOT_INDEPENDENT: CodeDoc(
        Stage.VERIFY,
        "Every checker for this claim declares that it must not check this producer's evidence (it shares the "
        "producer's engine), so none was used.",
        "Run with another engine (the request's `engine`), or install a checker independent of this one.",
    ),
    Code.CHECKER_REJECTED: CodeDoc(
        Stage.VERIFY,
        "The independent checker rejected the evidence (verdict REJECTED): the claim is not verified; "
        "the record is the `REJECTION_RECORD` relationship.",
        "Treat the claim as unverified; the message gives the checker's reason.",
    ),
    Code.CHECKER_FAILED: CodeDoc(
        Stage.VERIFY,
        "The checker could not reach a decision (verdict UNCHECKABLE): its job hit a limit or crashed, "
        "it broke the checker protocol, or the evidence is in a form it cannot check.",
        "Retry with smaller evidence, or accept the COMPUTED answer; the claim stays unverified.",
    ),
    Code.VERIFICATION_GATE_REFUSED: CodeDoc(
        Stage.VERIFY,
        "A verification record did not bind to this result (checker, digest or input mismatch).",
        "Nothing the agent can fix; the result stays COMPUTED. Report to the operator.",
    ),
    Code.NO_EVIDENCE: CodeDoc(
        Stage.VERIFY,
        "The run produced no evidence a checker could check (e.g. UNKNOWN, or UNSAT without a proof).",
        "Use an engine that produces evidence, or accept a COMPUTED result.",
    ),
    Code.PROOF_NOT_KEPT: CodeDoc(
        Stage.INTERPRET,
        "The solver established its conclusion (e.g. UNSAT, or no colouring with fewer colours) and wrote its proof, "
        "but the supervisor refused to keep the file (a symlink, a hard link, or not a regular file of the job's): "
        "no proof could be handed to a checker. A warning: the conclusion stands COMPUTED with a `PROOF_NOT_KEPT` "
        "obligation, never VERIFIED; nothing outside the job's scratch was read or kept.",
        "Accept the COMPUTED answer, or run again (another engine); report the engine to the operator.",
    ),
    Code.PICTURE_MISSING: CodeDoc(
        Stage.RESULT,
        "A picture was asked for (`picture: true`) but none was made: the operation has none, the graph is past "
        "the picture bound, or the renderer (graphviz) is unavailable or failed. A warning: the result stands.",
        "Read the result as it is; ask without `picture`, or for a smaller graph.",
    ),
    Code.EXPRESSION_EQUALITY_UNCHECKED: CodeDoc(
        Stage.RESULT,
        "expression.equal answered EQUAL for elementary expressions outside the exact classes (sqrt, log, pi, "
        "nested exp ...) on the producer's evidence alone (SymPy's simplify of the difference to 0, or agreement "
        "at sample points): zero equivalence of such expressions is not decided by any checker, so the answer stays "
        "COMPUTED with the obligation of the same name. A warning: the result stands as computed.",
        "Treat the equality as unproven; rewrite both sides as rational functions or exponential polynomials "
        "(exp, sin, cos of a*x) to have it decided exactly.",
    ),
    Code.ARTIFACT_NOT_FOUND: CodeDoc(
        Stage.STORAGE,
        "No artifact with this URI is stored.",
        "Check the URI; artifacts are `artifact://sha256/<64 hex>`.",
    ),
    Code.ARTIFACT_CORRUPT: CodeDoc(
        Stage.STORAGE,
        "A stored blob of this artifact is missing or no longer matches its digest (named by digest, never by path).",
        "The operator runs `jacobian state verify --repair`, which drops the damaged artifact; the call that "
        "produced it then stores it again.",
    ),
    Code.ARTIFACT_QUOTA_EXCEEDED: CodeDoc(
        Stage.STORAGE,
        "Storing this artifact would exceed the per-artifact or total quota.",
        "Store less, or the operator raises the quota.",
    ),
    Code.ARTIFACT_SCHEMA_FORBIDDEN: CodeDoc(
        Stage.STORAGE,
        "This schema is producer-only (e.g. verification records) and cannot be stored by a client.",
        "Only the runtime creates such artifacts.",
    ),
    Code.ARTIFACT_SCHEMA_UNKNOWN: CodeDoc(
        Stage.STORAGE, "No registered artifact schema has this id.", "Use a schema listed in the artifact.put contract."
    ),
    Code.STORAGE_ERROR: CodeDoc(
        Stage.STORAGE,
        "The state directory could not be written (e.g. disk full); nothing partial was kept.",
        "Free space or fix permissions of the state directory.",
    ),
    Code.RETENTION_FAILED: CodeDoc(
        Stage.STORAGE,
        "A file the run would keep as an artifact (a solver's proof, gzip-compressed) was not stored: compressed, "
        "it passed the operator's retention quota, or the store's total quota, or the disk refused it. A warning: "
        "the conclusion, and any check of the file made during the run, stand; the file is just not kept.",
        "Nothing to redo for the answer. To keep such files, the operator raises the retention quota "
        "(jacobian-mcp --retain-file-bytes, RuntimeConfig.retained_file_bytes) or frees the store.",
    ),
    Code.UPLOAD_UNKNOWN: CodeDoc(
        Stage.STORAGE,
        "No open upload has this id: it was never begun, or was committed, aborted or expired.",
        "Begin a new upload with `artifact.upload.begin`.",
    ),
    Code.UPLOAD_OFFSET_MISMATCH: CodeDoc(
        Stage.STORAGE,
        "A chunk was sent at another offset than the next byte the upload expects.",
        "Ask `artifact.upload.status` for the acknowledged offset and resume from there.",
    ),
    Code.UPLOAD_SIZE_MISMATCH: CodeDoc(
        Stage.STORAGE,
        "A chunk would pass the declared size, or a commit came before every declared byte arrived.",
        "Send exactly the declared number of bytes, then commit.",
    ),
    Code.UPLOAD_DIGEST_MISMATCH: CodeDoc(
        Stage.STORAGE,
        "The uploaded bytes do not hash to the declared sha256; the upload was discarded.",
        "Check the declared digest and upload again.",
    ),
    Code.LOCAL_IMPORT_DISABLED: CodeDoc(
        Stage.STORAGE,
        "Importing a local file by path is off: the operator has not allowed any directory, or the session is "
        "not a local stdio session.",
        "Upload the file with `artifact.upload.begin`/`append`/`commit`, or ask the operator to start "
        "`jacobian-mcp --allow-local-import DIR` (stdio, served in-process).",
    ),
    Code.LOCAL_IMPORT_REFUSED: CodeDoc(
        Stage.STORAGE,
        "The path is not a readable regular file inside a directory the operator allowed (after symlinks "
        "are resolved), or it changed while it was imported.",
        "Give the absolute path of a regular file under an allowed directory, and do not change it while "
        "it is imported.",
    ),
    Code.STATE_LOCKED: CodeDoc(
        Stage.STORAGE,
        "Another server already owns this state directory.",
        "Stop the other server or give this one another `--state-dir`.",
    ),
    Code.MANIFEST_YAML_ERROR: CodeDoc(
        Stage.MANIFEST, "A manifest file is not valid YAML; file and line are given.", "Fix the YAML at the line given."
    ),
    Code.MANIFEST_INVALID: CodeDoc(
        Stage.MANIFEST,
        "A manifest does not match the manifest schema; file, line and field are given.",
        "Fix the field; `jacobian manifest schema` gives the schema for editors.",
    ),
    Code.MANIFEST_DUPLICATE: CodeDoc(
        Stage.MANIFEST,
        "Two manifests in the same directory declare the same provider id.",
        "Keep one; overrides belong in the operator directory.",
    ),
    Code.EXECUTABLE_NOT_FOUND: CodeDoc(
        Stage.PROBE,
        "The provider's executable or interpreter is not on PATH or at the path given.",
        "Install it or point the manifest at it.",
    ),
    Code.PROBE_FAILED: CodeDoc(
        Stage.PROBE,
        "The health probe exited non-zero or could not start.",
        "Run the probe argv by hand (`jacobian sandbox run -- ...`) to see why.",
    ),
    Code.PROBE_TIMEOUT: CodeDoc(
        Stage.PROBE,
        "The health probe did not finish within its timeout.",
        "Raise `probe.timeout_seconds` or fix the installation.",
    ),
    Code.PROBE_OUTPUT_MISMATCH: CodeDoc(
        Stage.PROBE,
        "The probe ran but its output did not match the manifest's expectation.",
        "Check the installed version against the manifest's `probe.expect`.",
    ),
    Code.DIGEST_MISMATCH: CodeDoc(
        Stage.PROBE,
        "The provider's digest differs from the digest pinned in its manifest.",
        "Re-pin the digest after reviewing the new files, or restore the pinned version.",
    ),
    Code.DESCRIPTOR_REJECTED: CodeDoc(
        Stage.CATALOG,
        "A capability descriptor failed registration (no identity, bad schema or example).",
        "Fix the capability definition; it is not advertised until then.",
    ),
    Code.REASONING_RUN_UNKNOWN: CodeDoc(
        Stage.REASONING,
        "The reasoning run id is not known to this server.",
        "Start a run with a PLAN entry and use the id it returns.",
    ),
    Code.REASONING_CALL_UNBOUND: CodeDoc(
        Stage.REASONING,
        "REQUIRED mode: math.run carried no reasoning ids, or ids that no BEFORE_TOOL issued.",
        "Write a BEFORE_TOOL entry and pass its run id and call id.",
    ),
    Code.REASONING_CALL_REUSED: CodeDoc(
        Stage.REASONING,
        "The reasoning call id was already used by another math.run.",
        "Write a new BEFORE_TOOL entry for each call.",
    ),
    Code.REASONING_CALL_MISMATCH: CodeDoc(
        Stage.REASONING,
        "The call's capability or run id differs from what its BEFORE_TOOL announced.",
        "Call the capability the BEFORE_TOOL named, with its ids.",
    ),
    Code.REASONING_OUT_OF_ORDER: CodeDoc(
        Stage.REASONING,
        "The entry's phase is not allowed here (e.g. a second BEFORE_TOOL while a call is open).",
        "Follow PLAN, then BEFORE_TOOL / AFTER_TOOL pairs, then FINAL.",
    ),
    Code.REASONING_CYCLE_LIMIT: CodeDoc(
        Stage.REASONING,
        "The run reached its limit of capability cycles.",
        "Finish this run with FINAL and start another.",
    ),
    Code.REASONING_SUMMARY_TOO_LONG: CodeDoc(
        Stage.REASONING, "A summary exceeds 512 characters or 2048 UTF-8 bytes.", "Shorten the summary."
    ),
    Code.REASONING_RUN_CLOSED: CodeDoc(Stage.REASONING, "The run already has its FINAL entry.", "Start a new run."),
    Code.REASONING_REPORT_MISMATCH: CodeDoc(
        Stage.REASONING,
        "The AFTER_TOOL report differs from what the server recorded (recorded, not rejected).",
        "Report the actual result fields.",
    ),
    Code.STALE_CURSOR: CodeDoc(
        Stage.DISCOVERY,
        "The cursor belongs to another query, filter set, limit or catalog version.",
        "Repeat the search without a cursor.",
    ),
    Code.NO_ROUTE: CodeDoc(
        Stage.DISCOVERY,
        "No installed capability accepts this kind of input (e.g. natural-language proofs).",
        "Formalize the claim into a structured request, or use another tool.",
    ),
    Code.INTERNAL_ERROR: CodeDoc(
        Stage.RESULT,
        "An unexpected fault inside Jacobian; no mathematical conclusion was drawn.",
        "Report it to the operator with the request.",
    ),
    Code.RUNTIME_DAEMON_UNAVAILABLE: CodeDoc(
        Stage.SUPERVISE,
        "The stdio relay found no runtime daemon for its state directory and could not start one; "
        "every request of the session is answered with this error.",
        "Read the daemon log the message names, or start `jacobian-mcp --standalone`.",
    ),
    Code.RUNTIME_DAEMON_LOST: CodeDoc(
        Stage.SUPERVISE,
        "The runtime daemon serving this stdio session went away mid-session (stopped or crashed); "
        "the requests in flight got no result.",
        "Restart the session: the next relay starts a fresh daemon.",
    ),
    Code.RUNTIME_DAEMON_MISMATCH: CodeDoc(
        Stage.SUPERVISE,
        "A runtime daemon already serves this state directory with other runtime flags (manifest directory, "
        "policy, profile, denials, reasoning log, concurrency) than this relay's; it was not shared.",
        "Use the same flags as the running daemon, stop it (SIGTERM), or start `jacobian-mcp --standalone`.",
    ),
    Code.EXECUTOR_UNAVAILABLE: CodeDoc(
        Stage.SUPERVISE,
        "The experiment's executor cannot be used here: the Ray executor needs the `cluster` extra installed and a "
        "reachable Ray cluster (`--ray-address`, RAY_ADDRESS, or one started on this machine).",
        "Install `jacobian[cluster]` and start or name a Ray cluster, or run the experiment on the local executor.",
    ),
    Code.EXECUTOR_LOST: CodeDoc(
        Stage.SUPERVISE,
        "The cluster lost the item's task (its node or worker died) more times than the task may be retried; "
        "no result was produced for it.",
        "Start a new experiment over the lost items once the cluster is healthy; nothing about them was concluded.",
    ),
    Code.EXPERIMENTS_UNAVAILABLE: CodeDoc(
        Stage.VALIDATE,
        "Experiments are kept by the server that owns the state directory (`jacobian-mcp` over stdio, its daemon, "
        "or Streamable HTTP, where each tenant has its own); this runtime shares the directory (a one-shot "
        "`jacobian run`) and could not keep an experiment running after it returns.",
        "Call experiment.* through `jacobian-mcp` (math.run), not a one-shot `jacobian run`.",
    ),
}


def validation_message(err: Mapping[str, Any]) -> str:
    """A pydantic error's message as an agent should read it: without pydantic's
    "Value error, " / "Assertion failed, " prefixes, with plain words for the common kinds."""
    kind = err.get("type", "")
    if kind == "extra_forbidden":
        return "unknown field (not part of the contract)"
    if kind == "missing":
        return "required field is missing"
    return str(err.get("msg", "invalid value")).removeprefix("Value error, ").removeprefix("Assertion failed, ")


def json_path(loc: tuple[Any, ...] | list[Any], root: str = "$") -> str:
    """The JSON path of a field (``$.payload.generators[1]``) from a validation location."""
    out = root
    for part in loc:
        out += f"[{part}]" if isinstance(part, int) else f".{part}"
    return out


class Diagnostic(Portable):
    """One typed remark about a run: what, where (stage and JSON path) and what to do."""

    code: Code
    stage: Stage
    severity: Severity = Severity.ERROR
    message: str = Field(max_length=4096)
    path: str | None = Field(
        default=None, max_length=1024, description="JSON path of the offending input field, e.g. `$.payload.dimacs`"
    )
    hint: str | None = Field(default=None, max_length=1024)

    @classmethod
    def of(
        cls,
        code: Code,
        message: str,
        *,
        stage: Stage | None = None,
        severity: Severity = Severity.ERROR,
        path: str | None = None,
        hint: str | None = None,
    ) -> Diagnostic:
        """Build a diagnostic with the code's documented stage and action by default; the MCP tools named
        in its message and hint are written as the session being served names them (:mod:`.toolnames`)."""
        doc = CODE_DOCS[code]
        return cls(
            code=code,
            stage=stage or doc.stage,
            severity=severity,
            message=in_text(message)[:4096],
            path=path,
            hint=in_text(hint if hint is not None else doc.action),
        )


def render_reference() -> str:
    """The Markdown reference page listing every code (docs/diagnostics.md)."""
    lines = [
        "# Diagnostic codes",
        "",
        "Generated by `jacobian docs diagnostics` from `jacobian/contracts/diagnostics.py`; do not edit by hand.",
        "",
        "Every diagnostic carries a `code`, the `stage` of the run where it arose, a `severity`,",
        "a `message`, and where it applies the JSON `path` of the input field and a `hint`.",
        "",
        "## Stages",
        "",
    ]
    lines += [f"- `{s.value}`" for s in Stage]
    lines += ["", "## Codes", "", "| code | stage | meaning | what to do |", "| --- | --- | --- | --- |"]
    for code in Code:
        doc = CODE_DOCS[code]
        lines.append(f"| `{code.value}` | `{doc.stage.value}` | {doc.meaning} | {doc.action} |")
    return "\n".join(lines) + "\n"
