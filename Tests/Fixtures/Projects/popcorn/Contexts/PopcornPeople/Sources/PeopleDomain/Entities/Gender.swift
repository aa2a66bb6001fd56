//
//  Gender.swift
//  PopcornPeople
//
//  Copyright © 2025 Popcorn Labs.
//

import Foundation

public enum Gender: Int, Equatable, Sendable {

    case unknown = 0
    case female = 1
    case male = 2
    case nonBinary = 3

}
