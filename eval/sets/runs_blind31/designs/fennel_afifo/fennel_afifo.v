// fennel_afifo: 8-deep asynchronous FIFO, gray-coded pointers with two-flop synchronisers
module fennel_afifo #(parameter DW = 8, parameter AW = 3) (
    input  wire          wclk,
    input  wire          wrst_n,
    input  wire          winc,
    input  wire [DW-1:0] wdata,
    output reg           wfull,
    input  wire          rclk,
    input  wire          rrst_n,
    input  wire          rinc,
    output wire [DW-1:0] rdata,
    output reg           rempty
);
    reg [DW-1:0] mem [0:(1<<AW)-1];
    reg [AW:0] wbin, wgray, rbin, rgray;
    reg [AW:0] rq1_wgray, rq2_wgray;   // write pointer seen in the read domain
    reg [AW:0] wq1_rgray, wq2_rgray;   // read pointer seen in the write domain

    wire [AW:0] wbin_nxt  = wbin + (winc & ~wfull);
    wire [AW:0] wgray_nxt = (wbin_nxt >> 1) ^ wbin_nxt;
    wire [AW:0] rbin_nxt  = rbin + (rinc & ~rempty);
    wire [AW:0] rgray_nxt = (rbin_nxt >> 1) ^ rbin_nxt;

    always @(posedge wclk)
        if (winc && !wfull) mem[wbin[AW-1:0]] <= wdata;
    assign rdata = mem[rbin[AW-1:0]];

    always @(posedge wclk or negedge wrst_n)
        if (!wrst_n) begin
            wbin <= 0; wgray <= 0; wfull <= 1'b0;
            wq1_rgray <= 0; wq2_rgray <= 0;
        end else begin
            wbin <= wbin_nxt; wgray <= wgray_nxt;
            {wq2_rgray, wq1_rgray} <= {wq1_rgray, rgray};
            wfull <= (wgray_nxt == {~wq2_rgray[AW:AW-1], wq2_rgray[AW-2:0]});
        end

    always @(posedge rclk or negedge rrst_n)
        if (!rrst_n) begin
            rbin <= 0; rgray <= 0; rempty <= 1'b1;
            rq1_wgray <= 0; rq2_wgray <= 0;
        end else begin
            rbin <= rbin_nxt; rgray <= rgray_nxt;
            {rq2_wgray, rq1_wgray} <= {rq1_wgray, wgray};
            rempty <= (rgray_nxt == rq2_wgray);
        end
endmodule
