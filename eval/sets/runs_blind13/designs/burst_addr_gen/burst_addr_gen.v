// burst_addr_gen -- address sequencer for AXI-style bursts.
// FIXED keeps the start address, INCR adds the beat size, WRAP wraps
// inside an aligned window of len*size bytes.  Emits one address per
// 'next' while beats remain; 'last' marks the final beat.
module burst_addr_gen (
    input  wire        clk,
    input  wire        rst_n,
    input  wire        load,
    input  wire [31:0] start_addr,
    input  wire [1:0]  btype,      // 0 FIXED, 1 INCR, 2 WRAP
    input  wire [2:0]  bsize,      // bytes per beat = 1 << bsize
    input  wire [7:0]  blen,       // beats minus one
    input  wire        next,
    output reg  [31:0] addr,
    output wire        last,
    output reg         active
);
    reg  [7:0]  beats_left;
    reg  [31:0] wrap_mask;
    wire [31:0] step     = 32'd1 << bsize;
    wire [31:0] incr_adr = addr + step;

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            addr       <= 32'd0;
            beats_left <= 8'd0;
            active     <= 1'b0;
            wrap_mask  <= 32'd0;
        end else if (load) begin
            addr       <= start_addr;
            beats_left <= blen;
            active     <= 1'b1;
            wrap_mask  <= (({24'd0, blen} + 32'd1) << bsize) - 32'd1;
        end else if (next && active) begin
            case (btype)
                2'd0: addr <= addr;
                2'd1: addr <= incr_adr;
                2'd2: addr <= (addr & ~wrap_mask) | (incr_adr & wrap_mask);
                default: addr <= incr_adr
            endcase
            if (beats_left == 8'd0)
                active <= 1'b0;
            else
                beats_left <= beats_left - 8'd1;
        end
    end

    assign last = active && (beats_left == 8'd0);
endmodule
