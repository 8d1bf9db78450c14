/**
 * Where the model's figures come from. Every constant's comment names one of these, so
 * a reader can check it and the catalog can show it next to each limit.
 */
export const SOURCES = {
  // The six "facts" sources below were gathered in the team's reference notes from these AWS pages;
  // users see the pages, never the notes.
  factsPrices:
    "AWS pricing pages, US East (N. Virginia), as of 2024-07: https://aws.amazon.com/efs/pricing/, https://aws.amazon.com/ebs/pricing/, https://aws.amazon.com/fsx/windows/pricing/, https://aws.amazon.com/s3/pricing/ (each price's own record and date: the prices page)",
  factsUnits:
    "AWS pricing pages and Price List records (e.g. https://aws.amazon.com/ebs/pricing/): a GB-month is billed on GB of 2^30 bytes",
  factsEfs:
    "AWS EFS User Guide, Amazon EFS performance (https://docs.aws.amazon.com/efs/latest/ug/performance.html), as of 2024-07",
  factsEbs:
    "AWS EBS User Guide, Amazon EBS volume types (https://docs.aws.amazon.com/ebs/latest/userguide/ebs-volume-types.html), as of 2024-07",
  factsLustre:
    "AWS FSx for Lustre User Guide, performance (https://docs.aws.amazon.com/fsx/latest/LustreGuide/performance.html), as of 2024-07",
  factsWindows:
    "AWS FSx for Windows File Server User Guide, performance (https://docs.aws.amazon.com/fsx/latest/WindowsGuide/performance.html), as of 2024-07",
  articleEfsOptions:
    "articles/efs-options-and-alternatives-price-performance.txt (Dec 2023 measurements, us-east-2, c5n.18xlarge)",
  articleFsxWindows: "articles/fsx-windows-hdd-throughput.txt (Table 1 and the 32 MB/s HDD tests)",
  articleSt1: "articles/ebs-st1-hdfs-price-performance.txt (st1 burst balance drains, then baseline)",
  awsEbsProvisionedIops:
    "AWS EBS User Guide, Provisioned IOPS SSD volumes (io1 50 IOPS/GiB, 500 MiB/s up to 32,000 IOPS; io2 Block Express 1,000 IOPS/GiB, 4,000 MiB/s, 64 TiB)",
  awsEbsGp3Limits2025:
    "AWS EC2 API Reference CreateVolume / ModifyVolume Throughput 'Valid Range: 125 - 2000 MiB/s' (docs.aws.amazon.com sdk-for-kotlin ec2 CreateVolumeRequest.throughput, read 2026-11); AWS re:Invent 2025 STG320 'gp3 limits increased to 64 TiB and 80,000 IOPS' (September 2025 launch)",
  awsEbsIoSize:
    "AWS Knowledge Center 'ebs-calculate-optimal-io-size': SSD volumes process I/O up to 256 KiB and merge sequential I/O to that size",
  awsEbsVolumeTypes:
    "AWS EBS User Guide, volume types (sizes: gp2/gp3 1 GiB-16 TiB, io1 4 GiB-16 TiB, st1/sc1 125 GiB-16 TiB; max IOPS st1 500, sc1 250 at 1 MiB I/O)",
  awsLustreCapacity:
    "AWS FSx API CreateFileSystem StorageCapacity: SSD 1,200 / 2,400 GiB then 2,400 GiB steps; HDD 6,000 GiB (12 MB/s/TiB) or 1,800 GiB (40 MB/s/TiB) steps",
  awsLustreCredits:
    "AWS FSx for Lustre User Guide, performance: burst through a network I/O credit mechanism that accrues while usage is below baseline",
  awsWindowsCapacity: "AWS FSx API CreateFileSystem StorageCapacity: Windows SSD 32-65,536 GiB, HDD 2,000-65,536 GiB",
  awsWindowsPerformance:
    "AWS FSx for Windows File Server User Guide, 'FSx for Windows File Server performance' (docs.aws.amazon.com/fsx/latest/WindowsGuide/performance.html; text of 2022-10-04 as archived in github.com/awsdocs/amazon-fsx-windows-user-guide, read 2026-11): HDD volumes' own credit bucket (1 TiB per TiB, fills at 12, bursts at 80 per TiB); worked example 2 TiB HDD at 32 MBps = network 32 / 600, disk 24 / 160 MBps",
  awsEc2C5n:
    "AWS EC2 User Guide, EBS-optimized instances and network bandwidth: c5n.18xlarge 19,000 Mbps / 80,000 IOPS to EBS, 100 Gbps network",
  awsS3Performance:
    "AWS S3 User Guide, optimizing performance: 3,500 PUT/COPY/POST/DELETE and 5,500 GET/HEAD requests per second per prefix; about 85-90 MB/s per connection",
  awsS3Limits: "AWS S3 User Guide: single PUT up to 5 GiB, multipart parts up to 10,000",
  awsS3StorageClasses:
    "AWS S3 User Guide, storage classes: minimum billable object size 128 KB (Standard-IA, One Zone-IA, Glacier Instant Retrieval); minimum storage duration 30 days (IA classes), 90 days (Glacier Instant and Flexible Retrieval), 180 days (Deep Archive); 40 KB of metadata per archived object (8 KB at Standard, 32 KB at the archive class)",
  awsS3Restore:
    "AWS S3 User Guide, restoring archived objects: Glacier Flexible Retrieval Expedited 1-5 minutes, Standard 3-5 hours, Bulk 5-12 hours; Deep Archive Standard within 12 hours, Bulk within 48 hours",
  awsS3Express:
    "AWS S3 User Guide, S3 Express One Zone: single-digit millisecond access, up to 10x faster than S3 Standard; directory buckets up to 200,000 reads and 100,000 writes per second; one Availability Zone",
  awsMountpoint:
    "Mountpoint for Amazon S3 documentation (SEMANTICS.md, AWS S3 User Guide 'Mountpoint'): sequential writes to new files only, no random writes, no rename except on directory buckets, appends only to S3 Express One Zone objects",
  awsCliS3Config:
    "AWS CLI S3 configuration: max_concurrent_requests 10, multipart_threshold 8 MB, multipart_chunksize 8 MB (defaults)",
  s3Prices2026:
    "AWS S3 pricing page (https://aws.amazon.com/s3/pricing/), US East (N. Virginia); each price's own record and date: the prices page",
  s3ExpressPrices2025:
    "AWS S3 FAQs, S3 Express One Zone pricing examples (https://aws.amazon.com/s3/faqs/), prices since April 2025",
  awsEfsGa2016:
    "AWS News Blog, 'Amazon Elastic File System - Production-Ready in Three Regions' (2016-06-29); EFS User Guide then: per-operation latency 'Low, consistent latency' (no figure)",
  awsEfsGpOpsLimit2019:
    "AWS Knowledge Center, 'What are the differences between General Purpose and Max I/O performance modes in Amazon EFS?' (last updated 2019-11-11): 'General Purpose performance mode is limited to 7,000 file system operations per second'; AWS News Blog, 'New - Provisioned Throughput for Amazon EFS' (2018-07-12)",
  awsEfsSubMsReads2022:
    "AWS News Blog, 'Amazon Elastic File System Update - Sub-Millisecond Read Latency' (2022-02-14): average latency as low as 600 microseconds for the majority of reads on data and metadata",
  awsEfsLatency2022:
    "AWS EFS User Guide, Performance summary, footnote 1: the latencies hold for file systems and mount targets created on or after December 17, 2022",
  efsPm2022Unconfirmed:
    "UNCONFIRMED: an EFS product manager on Hacker News (item 30345921, 2022-02-15): a simple WordPress 'hello world' 'is now about 2x as fast as before'",
  gnuTarRsync:
    "GNU tar manual (superuser defaults --same-owner, --preserve-permissions; mtime restored unless -m); rsync(1) (-a = -rlptgoD; writes a temporary file and renames it into place unless --inplace)",
  awsLustreMetadata:
    "FSx for Lustre User Guide, Performance, 'File system metadata performance' (docs.aws.amazon.com/fsx/latest/LustreGuide/performance.html, read 2026-11-24 as mirrored in github.com/c2hans/aws-docs): Persistent 2 SSD Automatic-mode metadata IOPS by capacity (1,200 GiB 1,500; 2,400 GiB 3,000; 4,800-9,600 GiB 6,000; 12,000-45,600 GiB 12,000; 12,000 per 24,000 GiB from 48,000 GiB); 2 file creates, opens or closes a second per metadata IOPS",
  calibration:
    "fitted by scripts/calibrate-model.ts from the EFS options article's 1x table (see lib/model/validation/calibration.ts)",
  assumption: "model assumption (no figure in the sources): see the comment",
} as const;
