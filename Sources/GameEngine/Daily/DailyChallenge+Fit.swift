extension DailyChallenge {
    /// Whether every daily is seen whole at `PlayField.baseline`: the builder keeps its mazes
    /// within `largest`, and no plan it draws fixes a larger size with a mask.
    public static var fitsBaseline: Bool {
        let masks = planLevels.compactMap { design.plan($0).mask }
        return PlayField.showsWhole(width: largest.width, height: largest.height)
            && masks.allSatisfy { name in
                guard let mask = try? MaskCatalog.mask(named: name) else { return false }
                return PlayField.showsWhole(width: mask.width, height: mask.height)
            }
    }
}
