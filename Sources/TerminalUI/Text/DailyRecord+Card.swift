import GameEngine

extension DailyRecord {
    /// The card of `date`'s result with the streak it leaves (`DailyResult.card`), if played.
    public func card(on date: DailyDate, code: String?, glyphs: Glyphs) -> [String]? {
        result(on: date)?.card(code: code, streak: currentStreak(today: date), glyphs: glyphs)
    }
}
