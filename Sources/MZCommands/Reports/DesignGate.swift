import GameEngine

/// Whether `mz validate` measures the design rules of SPEC §12, and whether missing one fails.
///
/// SPEC §6 wants the shipped campaign to fail validation when it misses a §12 rule. The rebuilt
/// campaign (generator 2, `mz build-campaign`) meets every one, so validating the shipped
/// campaign (no FILE, no `--levels`) measures and enforces them by default; other level files
/// are reported on with `--design` and held to them only with `--strict-design`.
struct DesignGate {
    /// Whether the shipped campaign is held to every §12 rule by plain `mz validate`.
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
