from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from lanes import examples

from jacobian.contracts.descriptor import CapabilityDescriptor, InvocationExample, ProviderIdentity
from jacobian.contracts.diagnostics import Code
from jacobian.contracts.enums import Conclusion, DigestKind, InstallTier, Mode
from jacobian.state import PolicyError
from jacobian.state.policy import Policy, PolicyConfig, Rules

PROVIDER = ProviderIdentity(
    provider_id="test",
    version="1",
    digest_kind=DigestKind.SOURCE_TREE,
    digest="sha256:" + "0" * 64,
    platform="linux",
    install_tier=InstallTier.BUNDLED,
    license="MIT",
)


def desc(id_: str, domain: str, tags=(), modes=(Mode.EXPLORE, Mode.VERIFY)) -> CapabilityDescriptor:
    return CapabilityDescriptor(
        id=id_,
        version="1.0.0",
        title=id_,
        description=id_,
        domain=domain,
        tags=tuple(tags),
        modes=tuple(modes),
        conclusions=(Conclusion.UNKNOWN,),
        input_schema={},
        output_schema={},
        examples=(InvocationExample(title="e", payload={}),),
        provider=PROVIDER,
    )


CATALOG = [
    desc("sat.solve", "sat", ["solver", "satisfiability"]),
    desc("smt.check", "smt", ["solver"]),
    desc("gap.group_order", "algebra", ["group-theory"]),
    desc("lit.search", "literature", ["retrieval"]),
    desc("web.fetch_paper", "literature", ["web-retrieval"]),
    desc("oeis.lookup", "sequences", ["sequence_retrieve"]),
    desc("kb.find", "retrieval_kb", ["lookup"]),
    desc("explore.only", "sat", ["solver"], modes=(Mode.EXPLORE,)),
]


def visible_ids(policy: Policy) -> set[str]:
    return {d.id for d in CATALOG if policy.visible(d)}


def test_default_allows_everything():
    p = Policy.load(None)
    assert visible_ids(p) == {d.id for d in CATALOG}
    assert p.decide(CATALOG[0], Mode.VERIFY) == (True, ())


def test_no_retrieval_profile_hides_every_spelling():
    p = Policy(PolicyConfig(profile="COMPUTE_VERIFY_NO_RETRIEVAL"))
    assert visible_ids(p) == {"sat.solve", "smt.check", "gap.group_order", "explore.only"}
    allowed, reasons = p.decide(CATALOG[4], Mode.EXPLORE)
    assert not allowed and "COMPUTE_VERIFY_NO_RETRIEVAL" in reasons[0] and "web-retrieval" in reasons[0]


@pytest.mark.parametrize(
    "rules, hidden",
    [
        ({"deny": {"ids": ["sat.solve"]}}, {"sat.solve"}),
        ({"deny": {"domains": ["Literature"]}}, {"lit.search", "web.fetch_paper"}),
        ({"deny": {"tags": ["Group_Theory"]}}, {"gap.group_order"}),
        ({"deny": {"tags": ["solver"]}}, {"sat.solve", "smt.check", "explore.only"}),
        ({"deny": {"modes": ["EXPLORE"]}}, {"explore.only"}),
        ({"allow": {"domains": ["sat"]}}, {d.id for d in CATALOG if d.domain != "sat"}),
        ({"allow": {"ids": ["smt.check"]}}, {d.id for d in CATALOG if d.id != "smt.check"}),
        ({"allow": {"tags": ["solver"]}}, {d.id for d in CATALOG if "solver" not in d.tags}),
        ({"allow": {"modes": ["VERIFY"]}}, {"explore.only"}),
        (
            {"allow": {"domains": ["sat"]}, "deny": {"ids": ["sat.solve"]}},
            {d.id for d in CATALOG if d.domain != "sat"} | {"sat.solve"},
        ),
    ],
)
def test_each_deny_kind_hides_the_right_capabilities(rules, hidden):
    p = Policy(PolicyConfig.model_validate(rules))
    assert visible_ids(p) == {d.id for d in CATALOG} - hidden
    for d in CATALOG:
        if d.id in hidden:
            modes = [Mode(m) for m in d.modes]
            results = [p.decide(d, m) for m in modes]
            assert all(not ok and reasons for ok, reasons in results), (d.id, results)


def test_mode_deny_is_a_direct_call_denial_with_reason():
    p = Policy(PolicyConfig.model_validate({"deny": {"modes": ["VERIFY"]}}))
    sat = CATALOG[0]
    assert p.visible(sat) and p.visible_modes(sat) == (Mode.EXPLORE,)
    assert p.decide(sat, Mode.EXPLORE) == (True, ())
    ok, reasons = p.decide(sat, "VERIFY")
    assert not ok and reasons == ("mode VERIFY is denied (deny.modes)",)


def test_multiple_reasons_reported():
    p = Policy(
        PolicyConfig.model_validate({"deny": {"ids": ["lit.search"], "domains": ["literature"], "tags": ["retrieval"]}})
    )
    ok, reasons = p.decide(CATALOG[3], Mode.EXPLORE)
    assert not ok and len(reasons) == 3


def test_yaml_file_and_line_errors(tmp_path):
    good = tmp_path / "good.yaml"
    good.write_text("profile: COMPUTE_VERIFY_NO_RETRIEVAL\ndeny:\n  ids: [sat.solve]\n  modes: [VERIFY]\n")
    p = Policy.load(good)
    assert p.config.profile == "COMPUTE_VERIFY_NO_RETRIEVAL" and "sat.solve" not in visible_ids(p)

    bad = tmp_path / "bad.yaml"
    bad.write_text("profile: DEFAULT\ndeny:\n  ids: [a.b]\n  modes:\n    - EXPLORE\n    - SOMETIMES\n")
    with pytest.raises(PolicyError) as exc:
        Policy.load(bad)
    assert exc.value.code == Code.POLICY_INVALID
    assert exc.value.path == f"{bad}:6" and "deny.modes.1" in exc.value.message

    typo = tmp_path / "typo.yaml"
    typo.write_text("profile: DEFAULT\ndenny:\n  ids: [x]\n")
    with pytest.raises(PolicyError) as exc:
        Policy.load(typo)
    assert "denny" in exc.value.message

    broken = tmp_path / "broken.yaml"
    broken.write_text("deny:\n  ids: [a\n  tags: x\n")
    with pytest.raises(PolicyError) as exc:
        Policy.load(broken)
    assert exc.value.path.startswith(f"{broken}:") and "YAML" in exc.value.message


def test_cli_flags_layer_on_file(tmp_path):
    f = tmp_path / "p.yaml"
    f.write_text("deny:\n  ids: [sat.solve]\n")
    p = Policy.load(f, profile="COMPUTE_VERIFY_NO_RETRIEVAL", deny_tags=["group-theory"])
    assert visible_ids(p) == {"smt.check", "explore.only"}


# -- digest: changes exactly when the policy changes ---------------------------------------------

words = st.sampled_from(["sat", "smt", "algebra", "solver", "retrieval", "group-theory", "a.b", "sat.solve"])
rule_lists = st.lists(words, max_size=4)
rules_st = st.builds(
    lambda ids, domains, tags, modes: {"ids": ids, "domains": domains, "tags": tags, "modes": modes},
    rule_lists,
    rule_lists,
    rule_lists,
    st.lists(st.sampled_from(["EXPLORE", "VERIFY"]), max_size=2),
)
configs = st.builds(
    lambda profile, allow, deny: {"profile": profile, "allow": allow, "deny": deny},
    st.sampled_from(["DEFAULT", "COMPUTE_VERIFY_NO_RETRIEVAL"]),
    rules_st,
    rules_st,
)


def _key(cfg):
    out = [cfg["profile"]]
    for side in ("allow", "deny"):
        for k in ("ids", "domains", "tags", "modes"):
            vals = cfg[side][k]
            norm = (
                vals if k in ("ids", "modes") else [v.replace("-", "").replace("_", "").replace(".", "") for v in vals]
            )
            out.append(frozenset(norm))
    return tuple(out)


@settings(max_examples=examples(300), deadline=None)
@given(configs, configs)
def test_digest_changes_iff_policy_changes(a, b):
    pa, pb = Policy(PolicyConfig.model_validate(a)), Policy(PolicyConfig.model_validate(b))
    assert (pa.digest == pb.digest) == (_key(a) == _key(b))


@settings(max_examples=examples(100), deadline=None)
@given(configs, st.randoms())
def test_digest_ignores_order_duplicates_and_spelling(cfg, rnd):
    shuffled = {"profile": cfg["profile"]}
    for side in ("allow", "deny"):
        shuffled[side] = {}
        for k, vals in cfg[side].items():
            vals = list(vals) + list(vals[:1])
            rnd.shuffle(vals)
            if k in ("domains", "tags"):
                vals = [v.upper().replace("-", "_") for v in vals]
            shuffled[side][k] = vals
    assert Policy(PolicyConfig.model_validate(cfg)).digest == Policy(PolicyConfig.model_validate(shuffled)).digest
    assert Policy(PolicyConfig.model_validate(cfg)).digest.startswith("sha256:")


def test_default_digest_is_stable_and_explicit_default_equal():
    assert Policy.load(None).digest == Policy(PolicyConfig(profile="DEFAULT", allow=Rules(), deny=Rules())).digest
    assert Policy.load(None).digest != Policy(PolicyConfig(profile="COMPUTE_VERIFY_NO_RETRIEVAL")).digest
