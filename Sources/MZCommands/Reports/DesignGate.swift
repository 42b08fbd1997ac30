import GameEngine

/// Whether `mz validate` measures the design rules (docs/rules.md, "Design figures"), and
/// whether missing one fails.
///
/// The shipped campaign fails validation when it misses a design rule (docs/design.md,
/// "Design rules"). The rebuilt campaign (generator 2, `mz build-campaign`) meets every one, so
/// validating the shipped campaign (no FILE, no `--levels`) measures and enforces them by
/// default; other level files are reported on with `--design` and held to them only with
/// `--strict-design`.
struct DesignGate {
    /// Whether the shipped campaign is held to every design rule by plain `mz validate`.
    static let enforcedOnShippedCampaign = true

    /// Whether the design rules are measured.
    var measures: Bool
    /// Whether missing one exits 1.
    var isStrict: Bool

    init(_ args: ParsedArguments, shipped: Bool) {
        let enforced = shipped && Self.enforcedOnShippedCampaign
        isStrict = args.has(ValidateCommand.Options.strictDesign) || enforced
        measures = isStrict || args.has(ValidateCommand.Options.design)
    }
}
