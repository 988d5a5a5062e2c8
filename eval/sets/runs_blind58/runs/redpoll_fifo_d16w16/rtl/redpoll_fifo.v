// redpoll_fifo: synchronous FIFO with registered read data, full/empty flags and occupancy count
// Parameters: WIDTH (data bits), DEPTH (entries, power of two), AW = log2(DEPTH)
// Ports: clk, rst, wr_en, wr_data, rd_en, rd_data, full, empty, count
module redpoll_fifo #(
    parameter WIDTH = 8,
    parameter DEPTH = 8,
    parameter AW    = 3
) (
    input  wire             clk,
    input  wire             rst,
    input  wire             wr_en,
    input  wire [WIDTH-1:0] wr_data,
    input  wire             rd_en,
    output reg  [WIDTH-1:0] rd_data,
    output wire             full,
    output wire             empty,
    output reg  [AW:0]      count
);
    reg [WIDTH-1:0] mem [0:DEPTH-1];
    reg [AW-1:0]    wp, rp;
    wire do_wr = wr_en && !full;
    wire do_rd = rd_en && !empty;

    assign full  = (count == DEPTH);
    assign empty = (count == 0);

    always @(posedge clk) begin
        if (do_wr)
            mem[wp] <= wr_data;
    end

    always @(posedge clk) begin
        if (rst) begin
            wp      <= {AW{1'b0}};
            rp      <= {AW{1'b0}};
            count   <= {(AW+1){1'b0}};
            rd_data <= {WIDTH{1'b0}};
        end else begin
            if (do_wr)
                wp <= wp + 1'b1;
            if (do_rd) begin
                rd_data <= mem[rp];
                rp      <= rp + 1'b1;
            end
            case ({do_wr, do_rd})
                2'b10:   count <= count + 1'b1;
                2'b01:   count <= count - 1'b1;
                default: count <= count;
            endcase
        end
    end
endmodule
