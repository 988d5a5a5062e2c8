// weevil_top: sensor front-end top: sample register + moving-sum core + serialiser (serialiser lives in another file)
module weevil_core (
    input  wire        clk,
    input  wire        rst,
    input  wire        smp_valid,
    input  wire [9:0]  smp,
    output reg  [11:0] sum4,
    output reg         sum_valid
);
    reg [9:0] d0, d1, d2, d3;
    always @(posedge clk) begin
        if (rst) begin
            d0 <= 0; d1 <= 0; d2 <= 0; d3 <= 0; sum4 <= 0; sum_valid <= 1'b0;
        end else begin
            sum_valid <= smp_valid;
            if (smp_valid) begin
                d0 <= smp; d1 <= d0; d2 <= d1; d3 <= d2;
                sum4 <= smp + d0 + d1 + d2;
            end
        end
    end
endmodule

module weevil_top (
    input  wire       clk,
    input  wire       rst,
    input  wire       adc_strobe,
    input  wire [9:0] adc_data,
    output wire       ser_out,
    output wire       ser_frame
);
    reg  [9:0]  smp_q;
    reg         smp_v;
    wire [11:0] sum4;
    wire        sum_valid;

    always @(posedge clk) begin
        if (rst) begin
            smp_q <= 0; smp_v <= 1'b0;
        end else begin
            smp_v <= adc_strobe;
            if (adc_strobe) smp_q <= adc_data;
        end
    end

    weevil_core u_core (.clk(clk), .rst(rst), .smp_valid(smp_v), .smp(smp_q),
                        .sum4(sum4), .sum_valid(sum_valid));

    // defined in weevil_ser.v (not part of this file list)
    weevil_ser #(.N(12)) u_ser (.clk(clk), .rst(rst), .load(sum_valid), .din(sum4),
                                .sout(ser_out), .frame(ser_frame));
endmodule
