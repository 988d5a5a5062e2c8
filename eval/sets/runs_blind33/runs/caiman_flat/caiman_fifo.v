// caiman_fifo: synchronous FIFO with registered flags, parameterised depth and width
module caiman_fifo #(parameter WIDTH = 8, parameter AW = 3) (
    input  wire             clk,
    input  wire             rst,
    input  wire             wr_en,
    input  wire [WIDTH-1:0] wr_data,
    input  wire             rd_en,
    output reg  [WIDTH-1:0] rd_data,
    output wire             full,
    output wire             empty,
    output reg  [AW:0]      level
);
    reg [WIDTH-1:0] mem [0:(1<<AW)-1];
    reg [AW-1:0] wptr, rptr;

    wire do_wr = wr_en && !full;
    wire do_rd = rd_en && !empty;

    assign full  = (level == (1 << AW));
    assign empty = (level == 0);

    always @(posedge clk) begin
        if (do_wr)
            mem[wptr] <= wr_data;
    end

    always @(posedge clk) begin
        if (rst) begin
            wptr <= 0;
            rptr <= 0;
            level <= 0;
            rd_data <= 0;
        end else begin
            if (do_wr) wptr <= wptr + 1'b1;
            if (do_rd) begin
                rd_data <= mem[rptr];
                rptr <= rptr + 1'b1;
            end
            case ({do_wr, do_rd})
                2'b10:   level <= level + 1'b1;
                2'b01:   level <= level - 1'b1;
                default: level <= level;
            endcase
        end
    end
endmodule
