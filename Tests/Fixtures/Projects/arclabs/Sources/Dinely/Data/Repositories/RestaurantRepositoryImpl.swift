import Foundation

final class RestaurantRepositoryImpl {

    // MARK: Private Properties

    private let remoteDataSource: RestaurantRemoteDataSourceProtocol

    // MARK: Initialization

    init(remoteDataSource: RestaurantRemoteDataSourceProtocol) {
        self.remoteDataSource = remoteDataSource
    }
}

// MARK: - RestaurantRepositoryProtocol

extension RestaurantRepositoryImpl: RestaurantRepositoryProtocol {
    func getRestaurant(by id: UUID) async throws -> Restaurant {
        do {
            return try await remoteDataSource.fetchRestaurant(by: id).toDomain()
        } catch let error as NetworkError {
            throw mapNetworkError(error)
        } catch {
            throw RepositoryError.unknown(String(describing: error))
        }
    }

    func getNearbyRestaurants(latitude: Double, longitude: Double, radiusInMeters: Int) async throws -> [Restaurant] {
        do {
            let dtos = try await remoteDataSource.fetchNearbyRestaurants(
                latitude: latitude,
                longitude: longitude,
                radiusInMeters: radiusInMeters
            )
            return dtos.map { $0.toDomain() }
        } catch let error as NetworkError {
            throw mapNetworkError(error)
        } catch {
            throw RepositoryError.unknown(String(describing: error))
        }
    }

    func searchRestaurants(query: String, page: Int) async throws -> [Restaurant] {
        do {
            let dtos = try await remoteDataSource.searchRestaurants(query: query, page: page)
            return dtos.map { $0.toDomain() }
        } catch let error as NetworkError {
            throw error
        }
    }

    func getRestaurantDetails(by id: UUID) async throws -> RestaurantDTO {
        do {
            return try await remoteDataSource.fetchRestaurant(by: id)
        } catch let error as NetworkError {
            throw mapNetworkError(error)
        } catch {
            throw RepositoryError.unknown(String(describing: error))
        }
    }
}

// MARK: - Private Functions

private extension RestaurantRepositoryImpl {
    func mapNetworkError(_ error: NetworkError) -> RepositoryError {
        switch error {
        case .notFound:
            return .notFound
        case .unauthorized:
            return .unauthorized
        case .networkUnavailable:
            return .networkError
        case .decodingFailed:
            return .invalidData
        default:
            return .unknown(String(describing: error))
        }
    }
}
