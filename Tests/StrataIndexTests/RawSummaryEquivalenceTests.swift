import Foundation
import StrataCorpus
@_spi(RawSyntax) import SwiftSyntax
import Testing

@testable import StrataIndex

/// The summary's raw-tree walk gives exactly what the public-API walk it replaced gave
/// (`Support/ReferenceSummary`): imports, declarations with their members, code facts, header
/// comment — over every fixture file, generated corpora and a file of unusual shapes.
@Suite("Summaries: raw walk equals the public-API walk")
struct RawSummaryEquivalenceTests {
    private struct Reference: Sendable, Equatable {
        var imports: [ImportFact]
        var declarations: [Declaration]
        var code: CodeFacts
        var headerComment: String?
    }

    private static func reference(_ text: String, path: String) -> Reference? {
        Indexer.parse(source: text, path: path) { parsed in
            let collector = ReferenceSummaryCollector(source: parsed.source)
            collector.walk(parsed.tree)
            return Reference(
                imports: collector.imports, declarations: collector.declarations, code: collector.code,
                headerComment: TriviaFacts.headerComment(SourceText.firstToken(Syntax(parsed.tree))?.leadingTrivia ?? []))
        }
    }

    /// What the raw walk gave, in the reference's shape (directives and the first error's position
    /// are added after the walk, by the same code in both).
    private static func actual(_ text: String, path: String) -> Reference {
        let summary = Indexer.summarize(source: text, path: path)
        var code = summary.code
        code.directives = []
        code.firstSyntaxErrorLine = nil
        code.firstSyntaxErrorColumn = nil
        return Reference(imports: summary.imports, declarations: summary.declarations, code: code, headerComment: summary.style.headerComment)
    }

    private static func expectSame(_ text: String, path: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        guard let expected = reference(text, path: path) else { return }  // refused by the bracket guard: never walked
        let actual = actual(text, path: path)
        #expect(actual.imports == expected.imports, "\(path): imports", sourceLocation: sourceLocation)
        #expect(actual.headerComment == expected.headerComment, "\(path): header", sourceLocation: sourceLocation)
        #expect(actual.code == expected.code, "\(path): code facts", sourceLocation: sourceLocation)
        #expect(actual.declarations.count == expected.declarations.count, "\(path): declaration count", sourceLocation: sourceLocation)
        for (got, wanted) in zip(actual.declarations, expected.declarations) where got != wanted {
            #expect(got == wanted, "\(path): \(wanted.name)", sourceLocation: sourceLocation)
        }
    }

    @Test func everyFixtureFile() throws {
        let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures")
        let paths = FileManager.default.enumerator(atPath: fixtures.path)?.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") } ?? []
        #expect(paths.count > 100)
        for path in paths.sorted() {
            let text = try String(contentsOf: fixtures.appendingPathComponent(path), encoding: .utf8)
            Self.expectSame(text, path: path)
        }
    }

    @Test(arguments: [42, 7])
    func generatedCorpus(seed: Int) {
        var generator = CorpusGenerator(seed: UInt64(seed))
        for file in generator.files(lines: 4_000) {
            Self.expectSame(file.contents, path: file.path)
        }
    }

    @Test func unusualShapes() {
        Self.expectSame(Self.unusual, path: "Unusual.swift")
        Self.expectSame(Self.unusual.replacingOccurrences(of: "\n", with: "\r\n"), path: "UnusualCRLF.swift")
        Self.expectSame(Self.unusual.replacingOccurrences(of: "\n", with: "\r"), path: "UnusualCR.swift")
        Self.expectSame(Self.comments, path: "Comments.swift")
        Self.expectSame("\u{FEFF}// BOM header\nstruct A {}\n", path: "BOM.swift")
        Self.expectSame("#!/usr/bin/swift\n// after shebang\nlet x = 1\n", path: "Shebang.swift")
        Self.expectSame("// only a comment", path: "OnlyComment.swift")
        Self.expectSame("", path: "Empty.swift")
        // Every prefix cut at a line end: unbalanced braces, missing names and types, recovered errors.
        let lines = Self.unusual.split(separator: "\n", omittingEmptySubsequences: false)
        for end in stride(from: 1, to: lines.count, by: 3) {
            Self.expectSame(lines[..<end].joined(separator: "\n"), path: "Prefix\(end).swift")
        }
    }

    /// Comment shapes above files and declarations: every kind of piece the byte reader handles,
    /// and the ones it leaves to swift-syntax.
    private static let comments = #"""
        //  Header.swift
        //	App
        ////  four slashes

        // after a blank line
        import Foundation

        /// Doc one
        ///   indented doc
        ////  four-slash doc
        // MARK: - Section
        //MARK:NoSpace
        struct A {
            //   MARK:   spaced
            /// Doc of b
            // plain between
            var b: Int
            /// Doc of c	
            	/// tabbed doc
            var c: Int
            /* block */ /// doc after block
            var d: Int
            /** block doc */
            var e: Int
            /*/ odd */ // MARK: after odd
            func f() {}
            # garbage
            func g() {}
            /// doc /* not a block */
            func h() {}
            ///
            func i() {}
            //
            func j() {}
        }
        /* header-like block at the end */
        """#

    private static let unusual = #"""
        // Header line one
        /* block */

        // Not part of the header
        @testable import Alpha
        import struct Beta.Gamma
        @preconcurrency import Delta

        /// Doc for Outer.
        /// Second line.
        @MainActor @available(iOS 17, *)
        public final class Outer<T>: Base, @unchecked Sendable where T: Equatable {
            // MARK: - Nested
            struct Inner: Codable { let id: UUID; var name: String = "" }
            private(set) var a, b: Int
            var c: [String: [Int]]? { get async throws(LoadError) { [:] } }
            lazy var d = { 1 }()
            var e: Int { willSet { } didSet { } }
            static let f: Int = 1, g = 2
            var (h, i): (Int, Int) = (1, 2)
            subscript(index: Int) -> T? { get { nil } set { } }
            class func make(_ x: Int..., y z: inout String) rethrows -> Self? { nil }
            init?(value: Int) async throws(Failure) { }
            convenience init() { self.init(value: 1)! }
            deinit { }
            mutating func `default`() { }
            #if DEBUG
            func debugOnly() { try? risky(); mapper.map(dto) }
            struct DebugType { }
            #elseif os(Linux)
            var linux: Int { 1 }
            #endif
            /** Block doc
             * with stars
             */
            func documented(
                first: Int,
                second: [String:
                    Int]
            ) -> Result<Int, Error> { .success(first) }
        }

        extension Outer.Inner: Hashable where T == Int {
            typealias ID = UUID
            enum Kind: String, CaseIterable { case a = "a", b; indirect case c(Kind, label: Int = 1) }
        }

        public protocol Store<Item>: AnyObject, Sendable {
            associatedtype Item: Identifiable & Sendable = Never
            var items: [Item] { get set }
            func load(id: Item.ID) async throws -> Item
            subscript(key: String) -> Item? { get }
        }

        actor Counter { var value = 0 }
        enum Outer2 { enum Middle { struct Deep { typealias Name = String } } }

        #if canImport(UIKit)
        @available(iOS 15, *)
        #endif
        func topLevel<A: Sendable>(_ a: A) -> A where A: Hashable { a }
        func noBody()
        macro stringify<T>(_ value: T) -> (T, String) = #externalMacro(module: "M", type: "S")
        typealias Pair = (first: Int, second: Int)

        #if os(macOS)
        import AppKit
        struct MacOnly { }
        #else
        let value = Outer2.Middle.Deep()
        #endif

        let global = Workout.sample.title
        do { try work() } catch let error as NetworkError { throw error } catch { throw error }
        struct Ünïcode { let naïve: String }
        struct Broken {
            var x: = 1
            func f( { }
        """#
}
