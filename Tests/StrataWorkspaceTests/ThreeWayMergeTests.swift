import StrataWorkspace
import Testing

@Suite("Three-way merge of a person's edit and Strata's new rendering")
struct ThreeWayMergeTests {
    static let base = """
        struct Note {
            let id: UUID
            let title: String
        }

        """

    @Test("Changes on different lines are both kept")
    func separateChanges() {
        let ours = "// Reviewed.\n" + Self.base
        let theirs = Self.base.replacingOccurrences(of: "    let title: String\n", with: "    let title: String\n    let pinned: Bool\n")
        #expect(ThreeWayMerge.merge(base: Self.base, ours: ours, theirs: theirs) == .merged("// Reviewed.\n" + theirs))
    }

    @Test("An unchanged side takes the other side whole")
    func oneSideUnchanged() {
        let changed = Self.base + "extension Note: Sendable {}\n"
        #expect(ThreeWayMerge.merge(base: Self.base, ours: Self.base, theirs: changed) == .merged(changed))
        #expect(ThreeWayMerge.merge(base: Self.base, ours: changed, theirs: Self.base) == .merged(changed))
    }

    @Test("The same change made on both sides is taken once")
    func identicalChanges() {
        let both = Self.base.replacingOccurrences(of: "UUID", with: "Int")
        #expect(ThreeWayMerge.merge(base: Self.base, ours: both, theirs: both) == .merged(both))
        let oursMore = both + "// mine\n"
        #expect(ThreeWayMerge.merge(base: Self.base, ours: oursMore, theirs: both) == .merged(oursMore))
    }

    @Test("Changes to the same line conflict, at that line of the person's file")
    func sameLineConflicts() {
        let ours = Self.base.replacingOccurrences(of: "let title: String", with: "let title: String  // bold")
        let theirs = Self.base.replacingOccurrences(of: "let title: String", with: "var title: String")
        #expect(ThreeWayMerge.merge(base: Self.base, ours: ours, theirs: theirs) == .conflict(oursLine: 3))
    }

    @Test("Insertions at the same place conflict rather than being ordered by guess")
    func insertionsAtOnePlaceConflict() {
        let ours = Self.base + "extension Note: Identifiable {}\n"
        let theirs = Self.base + "extension Note: Sendable {}\n"
        #expect(ThreeWayMerge.merge(base: Self.base, ours: ours, theirs: theirs) == .conflict(oursLine: 5))
    }

    @Test("A line deleted on one side and a distant line changed on the other merge")
    func deletionAndDistantChange() {
        let ours = Self.base.replacingOccurrences(of: "    let id: UUID\n", with: "")
        let theirs = Self.base + "\nextension Note: Sendable {}\n"
        #expect(
            ThreeWayMerge.merge(base: Self.base, ours: ours, theirs: theirs)
                == .merged(ours + "\nextension Note: Sendable {}\n"))
    }

    @Test("Files without a final newline, and empty files, merge")
    func edges() {
        #expect(ThreeWayMerge.merge(base: "", ours: "a", theirs: "") == .merged("a"))
        #expect(ThreeWayMerge.merge(base: "a\nb", ours: "x\na\nb", theirs: "a\nb\ny") == .merged("x\na\nb\ny"))
        #expect(ThreeWayMerge.merge(base: "a\r\nb\r\n", ours: "a\r\nb\r\nc\r\n", theirs: "z\r\na\r\nb\r\n") == .merged("z\r\na\r\nb\r\nc\r\n"))
    }
}
