// adpcm_enc4: IMA ADPCM encoder, one 16-bit PCM sample in, one 4-bit code out per valid.
// Predictor (16-bit signed, saturating) and step index (0..88) are kept in registers.
module adpcm_enc4 (
    input             clk,
    input             rst,
    input             in_valid,
    input      [15:0] pcm_in,
    output reg [3:0]  code,
    output reg        code_valid,
    output     [15:0] pred_out
);
    reg signed [15:0] predictor;
    reg        [6:0]  index;
    wire       [5:0]  tab_idx = index;   // index into the step table
    wire       [14:0] step;

    adpcm_steptab u_tab (.idx(tab_idx), .step(step));

    // quantize the prediction error
    wire signed [16:0] diff_full = {pcm_in[15], pcm_in} - {predictor[15], predictor};
    wire               sgn       = diff_full[16];
    wire        [16:0] mag       = sgn ? -diff_full : diff_full;

    wire [16:0] st0 = {2'b00, step};
    wire        b2  = (mag >= st0);
    wire [16:0] m1  = b2 ? mag - st0 : mag;
    wire [16:0] st1 = {3'b000, step[14:1]};
    wire        b1  = (m1 >= st1);
    wire [16:0] m2  = b1 ? m1 - st1 : m1;
    wire [16:0] st2 = {4'b0000, step[14:2]};
    wire        b0  = (m2 >= st2);

    // reconstructed difference: step/8 + b2*step + b1*step/2 + b0*step/4
    wire [17:0] dq = {6'd0, step[14:3]} + (b2 ? {3'd0, step} : 18'd0)
                   + (b1 ? {4'd0, step[14:1]} : 18'd0) + (b0 ? {5'd0, step[14:2]} : 18'd0);
    wire signed [18:0] pred_nx = sgn ? {{3{predictor[15]}}, predictor} - {1'b0, dq}
                                     : {{3{predictor[15]}}, predictor} + {1'b0, dq};
    wire [15:0] pred_sat = (pred_nx > 19'sd32767)  ? 16'h7FFF :
                           (pred_nx < -19'sd32768) ? 16'h8000 : pred_nx[15:0];

    reg signed [4:0] idx_adj;
    always @* begin
        case ({b2, b1})
            2'b00: idx_adj = -5'sd1;
            2'b01: idx_adj = b0 ? 5'sd2 : -5'sd1;
            2'b10: idx_adj = b0 ? 5'sd6 : 5'sd4;
            default: idx_adj = b0 ? 5'sd8 : 5'sd6;
        endcase
    end
    wire signed [8:0] idx_nx  = $signed({2'b00, index}) + idx_adj;
    wire        [6:0] idx_sat = (idx_nx < 0) ? 7'd0 : (idx_nx > 9'sd88) ? 7'd88 : idx_nx[6:0];

    always @(posedge clk) begin
        if (rst) begin
            predictor  <= 16'sd0;
            index      <= 7'd0;
            code       <= 4'd0;
            code_valid <= 1'b0;
        end else begin
            code_valid <= in_valid;
            if (in_valid) begin
                predictor <= pred_sat;
                index     <= idx_sat;
                code      <= {sgn, b2, b1, b0};
            end
        end
    end

    assign pred_out = predictor;
endmodule
