// Single-channel DMA controller top: request sync, beat counting, address stepping.
module dma_ctrl_top (
    input  wire        clk,
    input  wire        rst_n,
    input  wire        go,
    input  wire        periph_req,
    input  wire [15:0] src_base,
    input  wire [7:0]  xfer_len,
    input  wire [1:0]  stride_sel,
    output wire [15:0] bus_addr,
    output wire        bus_valid,
    output wire        xfer_done
);
    wire req_pulse;
    wire busy;
    wire last_beat;
    wire step = req_pulse & busy;

    req_sync u_sync (
        .clk       (clk),
        .rst_n     (rst_n),
        .req_async (periph_req),
        .req_pulse (req_pulse)
    );

    beat_counter u_beats (
        .clk       (clk),
        .rst_n     (rst_n),
        .start     (go),
        .step      (step),
        .burst_len (xfer_len),
        .last_beat (last_beat),
        .busy      (busy)
    );

    addr_gen u_addr (
        .clk         (clk),
        .rst_n       (rst_n),
        .start       (go),
        .step        (step),
        .base_addr   (src_base),
        .stride_log2 (stride_sel),
        .cur_addr    (bus_addr)
    );

    assign bus_valid = busy;
    assign xfer_done = step & last_beat;
endmodule
