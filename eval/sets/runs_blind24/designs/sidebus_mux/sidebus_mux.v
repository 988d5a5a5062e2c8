// Side-band bus return mux for three slaves; the error-response path was bolted on later and also drives rdata.
module sidebus_mux (
    input  wire        clk,
    input  wire        rst_n,
    input  wire [2:0]  sel,        // one-hot slave select
    input  wire        rd,
    input  wire [15:0] s0_rdata,
    input  wire [15:0] s1_rdata,
    input  wire [15:0] s2_rdata,
    input  wire        s_err,
    output reg  [15:0] rdata,
    output reg         rvalid,
    output wire        decode_err
);
    assign decode_err = rd && (sel == 3'b000 || (sel & (sel - 3'd1)) != 3'b000);

    // main return path
    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            rdata  <= 16'h0000;
            rvalid <= 1'b0;
        end else begin
            rvalid <= rd;
            case (sel)
                3'b001:  rdata <= s0_rdata;
                3'b010:  rdata <= s1_rdata;
                3'b100:  rdata <= s2_rdata;
                default: rdata <= 16'h0000;
            endcase
        end
    end

    // error path added in rev B: drives the same register from a second process
    always @(posedge clk) begin
        if (s_err || decode_err)
            rdata[15:8] <= 8'hEE;
    end
endmodule
