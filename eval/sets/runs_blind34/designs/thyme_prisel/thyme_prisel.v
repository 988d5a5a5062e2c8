// thyme_prisel: 4-way priority request selector with grant index; the index decode has a missing default (infers a latch)
module thyme_prisel (
    input  wire       clk,
    input  wire       rst,
    input  wire [3:0] req,
    input  wire [7:0] data0,
    input  wire [7:0] data1,
    input  wire [7:0] data2,
    input  wire [7:0] data3,
    output reg  [1:0] gnt_idx,
    output reg        gnt_valid,
    output reg  [7:0] sel_data
);
    reg [1:0] idx;
    reg [7:0] mux;

    // priority encoder: fully specified
    always @* begin
        casez (req)
            4'b???1: idx = 2'd0;
            4'b??10: idx = 2'd1;
            4'b?100: idx = 2'd2;
            default: idx = 2'd3;
        endcase
    end

    // data mux: only assigned when a request is present -> latch on mux
    always @* begin
        if (req != 4'b0000) begin
            case (idx)
                2'd0: mux = data0;
                2'd1: mux = data1;
                2'd2: mux = data2;
                2'd3: mux = data3;
            endcase
        end
    end

    always @(posedge clk) begin
        if (rst) begin
            gnt_idx   <= 2'd0;
            gnt_valid <= 1'b0;
            sel_data  <= 8'd0;
        end else begin
            gnt_idx   <= idx;
            gnt_valid <= |req;
            sel_data  <= mux;
        end
    end
endmodule
