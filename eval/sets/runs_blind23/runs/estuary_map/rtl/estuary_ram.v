// Sample buffer: a 32-entry by 8-bit memory with a write pointer, a read pointer, an occupancy count and a registered read port.
module estuary_ram (
    input  wire       clk,
    input  wire       rst,
    input  wire       wr_en,
    input  wire [7:0] wr_data,
    input  wire       rd_en,
    output reg  [7:0] rd_data,
    output wire       empty,
    output wire       full,
    output reg  [5:0] level
);
    reg [7:0] store [0:31];
    reg [4:0] wptr;
    reg [4:0] rptr;

    wire do_wr = wr_en && !full;
    wire do_rd = rd_en && !empty;

    always @(posedge clk) begin
        if (do_wr)
            store[wptr] <= wr_data;
    end

    always @(posedge clk) begin
        if (do_rd)
            rd_data <= store[rptr];
    end

    always @(posedge clk) begin
        if (rst) begin
            wptr  <= 5'd0;
            rptr  <= 5'd0;
            level <= 6'd0;
        end else begin
            if (do_wr) wptr <= wptr + 5'd1;
            if (do_rd) rptr <= rptr + 5'd1;
            case ({do_wr, do_rd})
                2'b10:   level <= level + 6'd1;
                2'b01:   level <= level - 6'd1;
                default: level <= level;
            endcase
        end
    end

    assign empty = (level == 6'd0);
    assign full  = (level == 6'd32);
endmodule
