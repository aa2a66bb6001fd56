import Foundation
import StrataAnalysis
import StrataIndex
import Testing

@testable import StrataMock

/// The mock style read from a project's existing mocks.
@Suite("Mock style inference")
struct StyleInferenceTests {
    static let seedMock = """
        final class AMock: A, @unchecked Sendable {
            var result: Result<Int, any Error> = .failure(E())
            private(set) var executeCallCount = 0
            private(set) var lastRequestedID: Int?
        }
        """
    static let handlerMock = """
        class BMock: B {
            private(set) var loadCallCount = 0
            var loadHandler: ((Int) async throws -> String)?
        }
        """
    static let combinedMock = """
        final class CMock: C {
            var loadResult: Result<Int, any Error> = .failure(E())
            var loadHandler: (() -> Int)?
        }
        """

    func infer(_ mocks: [String]) -> MockStyleInference.Finding? {
        let files = mocks.enumerated().map { Indexer.summarize(source: $1, path: "Tests/Mocks/Mock\($0).swift") }
        let index = SourceIndex(root: "/p", files: files, targets: [], problems: [])
        return MockStyleInference.infer(model: Classifier().classify(index), index: index)
    }

    @Test func eachStyleIsRecognised() {
        #expect(infer([Self.seedMock])?.style == .seed)
        #expect(infer([Self.handlerMock])?.style == .handler)
        #expect(infer([Self.combinedMock])?.style == .combined)
    }

    @Test func theMajorityWinsAndTheSummarySaysSo() throws {
        let another = Self.handlerMock.replacingOccurrences(of: "BMock: B", with: "DMock: D")
        let finding = try #require(infer([Self.handlerMock, another, Self.seedMock]))
        #expect(finding.style == .handler)
        #expect(finding.support == 2 && finding.total == 3)
        #expect(finding.summary == "handler, as 2 of 3 existing mocks, e.g. Tests/Mocks/Mock0.swift:1")
    }

    @Test func aTieGoesToTheSeedStyle() {
        #expect(infer([Self.handlerMock, Self.seedMock])?.style == .seed)
    }

    @Test func noMocksNoFinding() {
        #expect(infer(["struct A {}"]) == nil)
        #expect(infer(["final class FakeClock { var now = 0 }"]) == nil)
    }
}
