import Testing

@testable import StrataPropagation
@testable import StrataRewrite

/// `add usecase` in a project without the generator's feature error: the stub's test compares the
/// caught error with the not-done value, so the cast must name the type whose values replaced it.
@Suite("add usecase: the stub's test in the project's error type")
struct StubTestErrorTests {
    static let swiftTesting = """
        try await withKnownIssue("ArchiveNote's business rule is not written yet", isIntermittent: true) {
            try await sut.execute(note: note)
        } matching: { issue in
            (issue.error as? NotesError) == NotesError.notImplemented("ArchiveNote")
        }
        """
    static let xctest = """
        do {
            try await sut.execute(note: note)
        } catch let error as NotesError where error == NotesError.notImplemented("ArchiveNote") {
            throw XCTSkip("ArchiveNote's business rule is not written yet")
        }
        """

    @Test("A value of the project's error: the cast names that error, in both test frameworks")
    func projectError() {
        for text in [Self.swiftTesting, Self.xctest] {
            let values = AddUseCasePlanner.replacingErrorValues(of: "NotesError", in: text) { _ in "RepositoryError.unknown(\"ArchiveNote is not implemented yet\")" }
            let result = AddUseCasePlanner.replacingCasts(to: "NotesError", with: "RepositoryError", in: values)
            #expect(!result.contains("NotesError"), "\(result)")
            #expect(result.contains("as? RepositoryError") || result.contains("as RepositoryError where error == RepositoryError.unknown"), "\(result)")
        }
    }

    @Test("The use case's own not-done error: the cast names it; a longer name that starts the same is left alone")
    func ownError() {
        let text = Self.swiftTesting + "\nlet other = value as? NotesErrorMapper\n"
        let values = AddUseCasePlanner.replacingErrorValues(of: "NotesError", in: text) { _ in "ArchiveNoteNotImplemented()" }
        let result = AddUseCasePlanner.replacingCasts(to: "NotesError", with: "ArchiveNoteNotImplemented", in: values)
        #expect(result.contains("(issue.error as? ArchiveNoteNotImplemented) == ArchiveNoteNotImplemented()"), "\(result)")
        #expect(result.contains("as? NotesErrorMapper"), "\(result)")
    }
}
