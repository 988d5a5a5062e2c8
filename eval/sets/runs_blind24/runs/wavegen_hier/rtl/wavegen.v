// Small DDS tone generator: parameterized phase accumulator plus a 32-entry quarter-wave sine table, with amplitude select.
module phase_acc #(
    parameter W = 16
) (
    input  wire         clk,
    input  wire         rst_n,
    input  wire         en,
    input  wire [W-1:0] fcw,
    output reg  [W-1:0] phase
);
    always @(posedge clk or negedge rst_n) begin
        if (!rst_n)
            phase <= {W{1'b0}};
        else if (en)
            phase <= phase + fcw;
    end
endmodule

module quarter_sine (
    input  wire [4:0] idx,
    output reg  [6:0] mag
);
    always @(*) begin
        case (idx)
            5'd0:  mag = 7'd2;   5'd1:  mag = 7'd8;   5'd2:  mag = 7'd14;  5'd3:  mag = 7'd20;
            5'd4:  mag = 7'd26;  5'd5:  mag = 7'd32;  5'd6:  mag = 7'd38;  5'd7:  mag = 7'd44;
            5'd8:  mag = 7'd49;  5'd9:  mag = 7'd55;  5'd10: mag = 7'd60;  5'd11: mag = 7'd65;
            5'd12: mag = 7'd70;  5'd13: mag = 7'd75;  5'd14: mag = 7'd80;  5'd15: mag = 7'd84;
            5'd16: mag = 7'd88;  5'd17: mag = 7'd92;  5'd18: mag = 7'd96;  5'd19: mag = 7'd99;
            5'd20: mag = 7'd103; 5'd21: mag = 7'd106; 5'd22: mag = 7'd109; 5'd23: mag = 7'd112;
            5'd24: mag = 7'd114; 5'd25: mag = 7'd117; 5'd26: mag = 7'd119; 5'd27: mag = 7'd121;
            5'd28: mag = 7'd123; 5'd29: mag = 7'd124; 5'd30: mag = 7'd126; 5'd31: mag = 7'd127;
        endcase
    end
endmodule

module wavegen (
    input  wire        clk,
    input  wire        rst_n,
    input  wire        run_en,
    input  wire [19:0] tune_word,
    input  wire [1:0]  atten,      // 0: full, 1: -6 dB, 2: -12 dB, 3: -18 dB
    output reg  [7:0]  sample      // two's complement
);
    wire [19:0] phase;
    wire [6:0]  mag;

    phase_acc #(.W(20)) u_acc (
        .clk(clk), .rst_n(rst_n), .en(run_en), .fcw(tune_word), .phase(phase)
    );

    // quadrant handling: mirror index in quadrants 1 and 3, negate in the second half
    wire [1:0] quad = phase[19:18];
    wire [4:0] idx  = quad[0] ? ~phase[17:13] : phase[17:13];

    quarter_sine u_lut (.idx(idx), .mag(mag));

    wire [6:0] scaled = mag >> atten;
    wire [7:0] signed_s = quad[1] ? -{1'b0, scaled} : {1'b0, scaled};

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n)
            sample <= 8'd0;
        else
            sample <= signed_s;
    end
endmodule
