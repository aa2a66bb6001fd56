import Testing

@testable import StrataIndex

@Suite("Summaries: declarations")
struct SummaryDeclarationTests {
    private let source = """
        //
        //  Workout.swift
        //  App
        //

        import Foundation
        @testable import WorkoutsFeature
        import struct SwiftUI.Color

        // MARK: - Workout

        /// A workout session.
        /// Second line.
        @Observable
        @MainActor
        public final class Workout: Identifiable, @unchecked Sendable {
            public struct Lap: Hashable {
                enum Kind: String { case warmUp = "warm_up", main }
            }
        }

        private protocol WorkoutRepositoryProtocol<Item>: Sendable where Item: Hashable {
            associatedtype Item: Codable = Int
        }

        actor Store {}
        enum Box<Value> {}

        extension Workout.Lap: CustomStringConvertible where Self: Equatable {
            typealias ID = UUID
            struct Nested {}
        }

        package typealias WorkoutID = UUID

        func helper<T>(_ value: T) -> T {
            struct LocalType {}
            return value
        }

        public macro Mock() = #externalMacro(module: "M", type: "Mock")
        """

    @Test func importsKeepTestableAndModule() {
        let summary = Indexer.summarize(source: source, path: "App/Workout.swift")
        #expect(summary.imports.map(\.module) == ["Foundation", "WorkoutsFeature", "SwiftUI"])
        #expect(summary.imports.map(\.isTestable) == [false, true, false])
        #expect(summary.imports.map(\.line) == [6, 7, 8])
    }

    @Test func everyTypeWithQualifiedNamesInSourceOrder() {
        let summary = Indexer.summarize(source: source, path: "App/Workout.swift")
        let names = summary.declarations.map { "\($0.kind.rawValue) \($0.name)" }
        #expect(
            names == [
                "class Workout", "struct Workout.Lap", "enum Workout.Lap.Kind", "protocol WorkoutRepositoryProtocol",
                "actor Store", "enum Box", "extension Workout.Lap", "typealias Workout.Lap.ID", "struct Workout.Lap.Nested",
                "typealias WorkoutID", "function helper", "macro Mock",
            ])
        #expect(summary.syntaxErrorCount == 0)
        #expect(summary.path == "App/Workout.swift")
        #expect(summary.contentHash.hasPrefix("fnv64w:") && summary.contentHash.count == 23)
    }

    @Test func classFacts() throws {
        let workout = try #require(Indexer.summarize(source: source, path: "W.swift").declarations.first)
        #expect(workout.accessLevel == "public")
        #expect(workout.isFinal)
        #expect(workout.attributes == ["Observable", "MainActor"])
        #expect(workout.inheritedTypes == ["Identifiable", "@unchecked Sendable"])
        #expect(workout.precedingMark == "- Workout")
        #expect(workout.docComment == "A workout session.\nSecond line.")
        #expect(workout.line == 14)
        #expect(workout.column == 1)
        #expect(workout.endLine == 20)
        #expect(!workout.isGeneric)
    }

    @Test func genericsAccessAndAliases() throws {
        let declarations = Indexer.summarize(source: source, path: "W.swift").declarations
        let byName = Dictionary(declarations.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        #expect(byName["WorkoutRepositoryProtocol"]?.isGeneric == true)
        #expect(byName["WorkoutRepositoryProtocol"]?.accessLevel == "private")
        #expect(byName["Box"]?.isGeneric == true)
        #expect(byName["Store"]?.isGeneric == false)
        let lapExtension = try #require(declarations.first { $0.kind == .extension })
        #expect(lapExtension.isGeneric)  // a `where` clause counts
        #expect(lapExtension.inheritedTypes == ["CustomStringConvertible"])
        #expect(byName["WorkoutID"]?.accessLevel == "package")
        #expect(byName["WorkoutID"]?.aliasedType == "UUID")
        #expect(byName["Workout.Lap.Kind"]?.inheritedTypes == ["String"])
        let helper = try #require(byName["helper"])
        #expect(helper.isGeneric)
        #expect(helper.members.first?.parameters == [MemberParameter(label: "_", name: "value", type: "T")])
        #expect(helper.members.first?.type == "T")
        #expect(byName["Mock"]?.kind == .macro)
        #expect(!declarations.contains { $0.name.contains("LocalType") })
    }

    @Test func headerAndStyle() {
        let summary = Indexer.summarize(source: source, path: "W.swift")
        #expect(summary.style.headerComment == "//\n//  Workout.swift\n//  App\n//")
        #expect(summary.style.markComments == ["- Workout"])
        #expect(summary.lineCount == 41)
    }

    @Test func topLevelIfConfigBranchesAreAllRead() {
        let summary = Indexer.summarize(
            source: """
                #if canImport(UIKit)
                import UIKit
                typealias PlatformColor = UIColor
                #elseif canImport(AppKit)
                import AppKit
                typealias PlatformColor = NSColor
                #endif
                extension Array where Element == Workout {
                    var totalDuration: TimeInterval { 0 }
                }
                """, path: "Platform.swift")
        #expect(summary.imports.map(\.module) == ["UIKit", "AppKit"])
        #expect(summary.declarations.map(\.name) == ["PlatformColor", "PlatformColor", "Array"])
        #expect(summary.declarations.map(\.aliasedType) == ["UIColor", "NSColor", nil])
        #expect(summary.declarations.last?.members.first?.name == "totalDuration")
    }
}
