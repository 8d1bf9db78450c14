/**
 * Where the model's figures come from. Every constant's comment names one of these, so
 * a reader can check it and the catalog can show it next to each limit.
 */
export const SOURCES = {
  factsPrices: "AWS storage facts file (shared/reference/aws-storage-facts.md) §2 On-demand prices",
  factsUnits: "AWS storage facts file §2, Note on units (AWS bills GB as 2^30 bytes)",
  factsEfs: "AWS storage facts file §3 Performance models, EFS",
  factsEbs: "AWS storage facts file §3 Performance models, EBS",
  factsLustre: "AWS storage facts file §3 Performance models, FSx for Lustre",
  factsWindows: "AWS storage facts file §3 Performance models, FSx for Windows File Server",
  articleEfsOptions: "articles/efs-options-and-alternatives-price-performance.txt (Dec 2023 measurements, us-east-2, c5n.18xlarge)",
  articleFsxWindows: "articles/fsx-windows-hdd-throughput.txt (Table 1 and the 32 MB/s HDD tests)",
  articleSt1: "articles/ebs-st1-hdfs-price-performance.txt (st1 burst balance drains, then baseline)",
  awsEbsProvisionedIops: "AWS EBS User Guide, Provisioned IOPS SSD volumes (io1 50 IOPS/GiB, 500 MiB/s up to 32,000 IOPS; io2 Block Express 1,000 IOPS/GiB, 4,000 MiB/s, 64 TiB)",
  awsEbsIoSize: "AWS Knowledge Center 'ebs-calculate-optimal-io-size': SSD volumes process I/O up to 256 KiB and merge sequential I/O to that size",
  awsEbsVolumeTypes: "AWS EBS User Guide, volume types (sizes: gp2/gp3 1 GiB-16 TiB, io1 4 GiB-16 TiB, st1/sc1 125 GiB-16 TiB; max IOPS st1 500, sc1 250 at 1 MiB I/O)",
  awsLustreCapacity: "AWS FSx API CreateFileSystem StorageCapacity: SSD 1,200 / 2,400 GiB then 2,400 GiB steps; HDD 6,000 GiB (12 MB/s/TiB) or 1,800 GiB (40 MB/s/TiB) steps",
  awsLustreCredits: "AWS FSx for Lustre User Guide, performance: burst through a network I/O credit mechanism that accrues while usage is below baseline",
  awsWindowsCapacity: "AWS FSx API CreateFileSystem StorageCapacity: Windows SSD 32-65,536 GiB, HDD 2,000-65,536 GiB",
  awsEc2C5n: "AWS EC2 User Guide, EBS-optimized instances and network bandwidth: c5n.18xlarge 19,000 Mbps / 80,000 IOPS to EBS, 100 Gbps network",
  awsS3Performance: "AWS S3 User Guide, optimizing performance: 3,500 PUT/COPY/POST/DELETE and 5,500 GET/HEAD requests per second per prefix; about 85-90 MB/s per connection",
  awsS3Limits: "AWS S3 User Guide: single PUT up to 5 GiB, multipart parts up to 10,000",
  calibration: "fitted by scripts/calibrate-model.ts from the EFS options article's 1x table (see lib/model/calibration.ts)",
  assumption: "model assumption (no figure in the sources): see the comment",
} as const;
