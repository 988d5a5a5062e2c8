// pyrite_afifo: asynchronous FIFO, 8 entries x 8 bits, Gray-coded pointers with 2-flop synchronizers
module pyrite_afifo (
    input  wire       wclk,
    input  wire       wrst_n,
    input  wire       winc,
    input  wire [7:0] wdata,
    output wire       wfull,
    input  wire       rclk,
    input  wire       rrst_n,
    input  wire       rinc,
    output wire [7:0] rdata,
    output wire       rempty
);
    reg [7:0] mem [0:7];
    reg [3:0] wbin, wgray, rbin, rgray;
    reg [3:0] rq1_wgray, rq2_wgray, wq1_rgray, wq2_rgray;

    wire [3:0] wbin_n  = wbin + (winc & ~wfull);
    wire [3:0] wgray_n = (wbin_n >> 1) ^ wbin_n;
    wire [3:0] rbin_n  = rbin + (rinc & ~rempty);
    wire [3:0] rgray_n = (rbin_n >> 1) ^ rbin_n;

    always @(posedge wclk)
        if (winc && !wfull) mem[wbin[2:0]] <= wdata;
    assign rdata = mem[rbin[2:0]];

    always @(posedge wclk or negedge wrst_n)
        if (!wrst_n) {wbin, wgray} <= 8'd0;
        else {wbin, wgray} <= {wbin_n, wgray_n};

    always @(posedge rclk or negedge rrst_n)
        if (!rrst_n) {rbin, rgray} <= 8'd0;
        else {rbin, rgray} <= {rbin_n, rgray_n};

    always @(posedge rclk or negedge rrst_n)
        if (!rrst_n) {rq2_wgray, rq1_wgray} <= 8'd0;
        else {rq2_wgray, rq1_wgray} <= {rq1_wgray, wgray};

    always @(posedge wclk or negedge wrst_n)
        if (!wrst_n) {wq2_rgray, wq1_rgray} <= 8'd0;
        else {wq2_rgray, wq1_rgray} <= {wq1_rgray, rgray};

    assign rempty = (rgray == rq2_wgray);
    assign wfull  = (wgray == {~wq2_rgray[3:2], wq2_rgray[1:0]});
endmodule
